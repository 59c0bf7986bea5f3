import { hash as oneShotHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiatedEncoding } from '../../http/content-encoding';
import { cspNonceOf, type AnswerHeaders } from '../../http/answer-headers';
import type { Door } from './cache-keys';
import type { CachedResponse, PreparedHeaders } from './store';

/**
 * How a cached answer is sent: its Cache-Control and ETag, 304 when the caller's copy is current, the body compressed
 * once per copy, a page's nonce put back for each answer.
 */

/** For a CDN in front and for browsers: a short freshness, then revalidation in the background. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** Anything an administrator asked for: never kept by a browser, a proxy or a CDN. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * Pages carry a per-response CSP nonce, so no shared cache may keep them: browsers and CDNs revalidate
 * each time, which the ETag makes a 304.
 */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** Where a page's nonce stands in a stored page. NUL never occurs in rendered HTML (input guards refuse it). */
export const NONCE_PLACEHOLDER = '\u0000csp-nonce\u0000';
/** security-headers.ts's nonces: 16 random bytes in base64. */
const NONCE = /^[A-Za-z0-9+/]{22}==$/;

export type CacheStatus = 'HIT' | 'MISS' | 'BYPASS';

export function hash(text: string, algorithm: 'sha1' | 'sha256'): string {
  return oneShotHash(algorithm, text, 'base64url');
}

/** ETag and Cache-Control of a cacheable answer; a page's ETag names the nonce its copy carries. */
export function setCacheHeaders(door: Door, res: Response, bodyHash: string): void {
  if (door === 'page') {
    res.setHeader('ETag', `W/"${bodyHash}-${res.locals.cspNonce}"`);
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
  } else {
    res.setHeader('ETag', `W/"${bodyHash}"`);
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  }
}

export function sendCached(door: Door, req: Request, res: Response, entry: CachedResponse): void {
  res.status(entry.status);
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  if (door !== 'page') {
    setCacheHeaders(door, res, entry.hash);
    res.send(entry.body);
    return;
  }
  // The browser's copy carries the nonce named in its ETag: a 304 must keep the CSP on that nonce,
  // since the browser takes the new headers with its old body.
  const copyNonce = nonceOfMatchingCopy(req.get('if-none-match'), entry.hash);
  if (copyNonce) {
    keepCopyNonce(res, copyNonce);
    setCacheHeaders(door, res, entry.hash);
    res.status(304).end();
    return;
  }
  setCacheHeaders(door, res, entry.hash);
  res.send(entry.body.split(NONCE_PLACEHOLDER).join(res.locals.cspNonce));
}

/** A 304 for the browser's copy of a page: the CSP the pipeline set names that copy's nonce instead of this answer's. */
function keepCopyNonce(res: ServerResponse, copyNonce: string): void {
  const own = cspNonceOf(res);
  const policy = res.getHeader('content-security-policy');
  if (typeof policy === 'string')
    res.setHeader('Content-Security-Policy', policy.split(`'nonce-${own}'`).join(`'nonce-${copyNonce}'`));
  (res as Response).locals.cspNonce = copyNonce;
}

/** The nonce of the browser's copy when If-None-Match names this body: W/"<hash>-<nonce>". */
function nonceOfMatchingCopy(ifNoneMatch: string | undefined, bodyHash: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  const prefix = `W/"${bodyHash}-`;
  for (const tag of ifNoneMatch.split(',')) {
    const value = tag.trim();
    if (!value.startsWith(prefix) || !value.endsWith('"')) continue;
    const nonce = value.slice(prefix.length, -1);
    if (NONCE.test(nonce)) return nonce;
  }
  return undefined;
}

const COMPRESSIBLE = /^(application\/(json|graphql-response\+json)|text\/)/;

/**
 * The body in the best encoding the caller accepts (brotli, then gzip), as compression.ts would: made
 * once per copy, except for a page, whose body carries this response's own nonce and is compressed
 * for each hit (a kept copy would hand every later visitor the first hit's nonce, which CSP refuses).
 */
function encodedBody(
  req: IncomingMessage,
  entry: CachedResponse,
  body: string,
  perResponse: boolean,
): { encoding?: 'br' | 'gzip'; bytes: Buffer | string } {
  if (body.length < 1024 || !COMPRESSIBLE.test(entry.headers['content-type'] ?? '')) return { bytes: body };
  const encoding = negotiatedEncoding(req);
  if (!encoding) return { bytes: body };
  const compress = () =>
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body);
  if (perResponse) return { encoding, bytes: compress() };
  entry.encoded ??= {};
  entry.encoded[encoding] ??= compress();
  return { encoding, bytes: entry.encoded[encoding]! };
}

/**
 * An entry's headers as sendWhole writes them, worked out on its first send and kept with the copy:
 * flat pairs for writeHead.
 */
export function prepareHeaders(stored: Record<string, string>): PreparedHeaders {
  const prepared: PreparedHeaders = { fixed: [] };
  let vary = '';
  for (const [name, value] of Object.entries(stored)) {
    if (name === 'vary') vary = value;
    else if (name === 'cache-control') prepared.cacheControl = value;
    else prepared.fixed.push(name, value);
  }
  const varies = vary.split(',').map((item) => item.trim().toLowerCase());
  prepared.fixed.push('vary', varies.includes('accept-encoding') ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', '));
  return prepared;
}

/**
 * An answer written straight to the socket (a hit, or the public read lane's) in one writeHead: the headers every
 * answer carries (http/answer-headers.ts), the stored ones, the ETag and Cache-Control of its door, 304 when the
 * caller's copy is current.
 */
export function sendWhole(
  door: Door,
  request: FastifyRequest,
  reply: FastifyReply,
  answerHeaders: AnswerHeaders,
  entry: CachedResponse,
  cacheStatus: CacheStatus | undefined,
  cacheControl: string | undefined,
): void {
  const req = request.raw;
  const prepared = (entry.prepared ??= prepareHeaders(entry.headers));
  const ifNoneMatch = req.headers['if-none-match'];
  // Written here, not by Fastify: the pipeline's hooks still see it (onResponse).
  reply.hijack();
  const res = reply.raw;
  let nonce = cspNonceOf(res);
  let etag: string;
  let current: boolean;
  if (door === 'page') {
    // As in sendCached: the browser keeps its copy, so the CSP names that copy's nonce.
    const copyNonce = nonceOfMatchingCopy(ifNoneMatch, entry.hash);
    if (copyNonce) nonce = copyNonce;
    etag = `W/"${entry.hash}-${nonce}"`;
    current = copyNonce !== undefined;
  } else {
    etag = `W/"${entry.hash}"`;
    // As Express: only a GET or HEAD is answered 304 (a query sent by POST gets its body).
    current =
      !!ifNoneMatch &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  }
  const headers = answerHeaders.pairsFor(request, nonce);
  for (const item of prepared.fixed) headers.push(item);
  if (cacheStatus) headers.push('x-cache', cacheStatus);
  const control = cacheControl ?? prepared.cacheControl;
  if (control) headers.push('cache-control', control);
  headers.push('etag', etag);
  if (current) {
    res.writeHead(304, headers).end();
    return;
  }
  const { encoding, bytes } =
    door === 'page'
      ? encodedBody(req, entry, entry.body.split(NONCE_PLACEHOLDER).join(nonce), true)
      : encodedBody(req, entry, entry.body, false);
  if (encoding) headers.push('content-encoding', encoding);
  headers.push('content-length', String(Buffer.byteLength(bytes)));
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
