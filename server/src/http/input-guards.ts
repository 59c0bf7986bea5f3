import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import { MulterError } from 'multer';
import { AppError } from '../shared/errors';
import { hasInvalidCharacters, INVALID_CHARACTERS_MESSAGE } from '../shared/validation';

/**
 * NUL bytes and invalid UTF-8 are refused with a 400 wherever a request carries text: the URL
 * (path and query), the headers the app reads, JSON bodies, multipart fields and file names, and
 * GraphQL documents and variables. Postgres cannot store a NUL and answers a 500 when a lookup
 * carries one; invalid UTF-8 would be decoded into replacement characters and stored as such.
 */
export class InvalidCharactersError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor() {
    super(INVALID_CHARACTERS_MESSAGE);
  }
}

/** A body parser failed on the bytes the client sent (a broken multipart body, say): the client's fault. */
export class MalformedBodyError extends AppError {
  readonly code = 'BAD_REQUEST';
  readonly httpStatus = 400;
  constructor() {
    super('Malformed request body');
  }
}

/**
 * How deep a request's JSON may nest (a body, GraphQL variables and extensions, multipart fields): real inputs
 * nest a handful of levels; thousands would overflow the stack of whatever walks them recursively later (the
 * response cache's key, GraphQL's input coercion), a 500. Refused with a 400 before any other work.
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Request JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

export class TooDeepError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor() {
    super(TOO_DEEP_MESSAGE);
  }
}

/** Headers whose values reach the services (the token; the user agent stored with a session). */
const TEXT_HEADERS = ['authorization', 'user-agent'];

/** What the busboy-based parsers (multer, graphql-upload) put where a byte was not UTF-8. */
const REPLACEMENT_CHARACTER = '\ufffd';

/** Text busboy decoded as UTF-8 (field values; graphql-upload's file names): a replacement character marks a bad byte. */
function isBadDecodedText(text: string): boolean {
  return hasInvalidCharacters(text) || text.includes(REPLACEMENT_CHARACTER);
}

/**
 * multer has busboy read part names and file names as latin1, one character per byte, so the bytes
 * are at hand to check. A name with characters past U+00FF came from `filename*=UTF-8''...`,
 * which busboy decoded as UTF-8.
 */
function isBadLatin1Name(text: string): boolean {
  return /[^\x00-\xff]/.test(text) ? isBadDecodedText(text) : !isCleanBytes(Buffer.from(text, 'latin1'));
}

/**
 * Node gives the request target and header values one character per byte; these are the bytes,
 * with the URL's %XX escapes decoded, so a NUL or invalid UTF-8 is seen however it was written.
 */
function bytesOf(text: string, percentDecode: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = percentDecode && text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function isCleanBytes(bytes: Buffer): boolean {
  return !bytes.includes(0) && isUtf8(bytes);
}

/** Printable ASCII with no escapes, the usual URL and header: nothing to decode. */
const PLAIN = /^[\x20-\x24\x26-\x7e]*$/;
/** Printable ASCII whose escapes are ASCII too, but never NUL (a GraphQL GET's query string): clean as it is. */
const ASCII_ESCAPED = /^(?:[\x20-\x24\x26-\x7e]|%(?!00)[0-7][0-9a-f])*$/i;

function isCleanUrl(url: string): boolean {
  return PLAIN.test(url) || ASCII_ESCAPED.test(url) || isCleanBytes(bytesOf(url, true));
}

function isCleanHeader(value: string): boolean {
  return PLAIN.test(value) || isCleanBytes(bytesOf(value, false));
}

/** No NUL or invalid UTF-8 in the URL or the text headers. */
function hasCleanUrlAndHeaders(req: IncomingMessage): boolean {
  const headersClean = TEXT_HEADERS.every((name) => {
    const value = req.headers[name];
    return typeof value !== 'string' || isCleanHeader(value);
  });
  return headersClean && isCleanUrl(req.url ?? '');
}

/** JSON text (a query parameter) opening more than MAX_JSON_DEPTH arrays and objects at once; strings are skipped. */
function jsonTextTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return true;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return false;
}

/** A query parameter (a GraphQL GET's variables or extensions) holding JSON nested deeper than MAX_JSON_DEPTH. */
function hasTooDeepQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1 || !/[[{]|%5b|%7b/i.test(url.slice(start))) return false;
  try {
    for (const value of new URLSearchParams(url.slice(start + 1)).values()) if (jsonTextTooDeep(value)) return true;
  } catch {
    return false;
  }
  return false;
}

/**
 * What a request's URL and text headers are refused for, if anything: Express's step below, the static files' hook and
 * the public read lane (which leaves a refused read to the doors) ask the same.
 */
export function urlAndHeadersRefusal(req: IncomingMessage): Error | undefined {
  if (!hasCleanUrlAndHeaders(req)) return new InvalidCharactersError();
  return hasTooDeepQuery(req.url ?? '/') ? new TooDeepError() : undefined;
}

/** The URL and the text headers; mounted before anything reads them. */
export const refuseInvalidUrlAndHeaders: RequestHandler = (req, _res, next) => next(urlAndHeadersRefusal(req));

interface Inspection {
  invalid: boolean;
  /** Nested deeper than MAX_JSON_DEPTH (the walk stops there). */
  tooDeep?: boolean;
  /** graphql-upload's file promises met on the way (their names are known only once the part arrives). */
  uploads: Array<Promise<{ filename?: unknown }>>;
}

interface TextRules {
  isBadKey(key: string): boolean;
  isBadValue(text: string): boolean;
}

/** JSON bodies and GraphQL variables: JSON.parse keeps an escaped NUL or lone surrogate as it is. */
const JSON_TEXT: TextRules = { isBadKey: hasInvalidCharacters, isBadValue: hasInvalidCharacters };
/** multer's fields: names as latin1, values as UTF-8. */
const MULTER_TEXT: TextRules = { isBadKey: isBadLatin1Name, isBadValue: isBadDecodedText };
/** graphql-upload's `operations`: JSON read from a field busboy decoded as UTF-8. */
const GRAPHQL_MULTIPART_TEXT: TextRules = { isBadKey: isBadDecodedText, isBadValue: isBadDecodedText };

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Walks a parsed body (any depth, without recursion, so deep JSON cannot overflow the stack) for
 * a string or key the rules call bad.
 */
function inspect(value: unknown, { isBadKey, isBadValue }: TextRules = JSON_TEXT): Inspection {
  const uploads: Inspection['uploads'] = [];
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (isBadValue(item)) return { invalid: true, uploads };
    } else if (depth >= MAX_JSON_DEPTH && (Array.isArray(item) || (!!item && typeof item === 'object' && isPlainObject(item)))) {
      return { invalid: false, tooDeep: true, uploads };
    } else if (Array.isArray(item)) {
      // Object.values skips holes: multer can build a sparse list from a field named tags[99999999].
      for (const element of Object.values(item)) pending.push([element, depth + 1]);
    } else if (item && typeof item === 'object') {
      if (!isPlainObject(item)) {
        const promise = (item as { promise?: unknown }).promise;
        if (promise instanceof Promise) uploads.push(promise);
        continue;
      }
      for (const [key, field] of Object.entries(item)) {
        if (isBadKey(key)) return { invalid: true, uploads };
        pending.push([field, depth + 1]);
      }
    }
  }
  return { invalid: false, uploads };
}

/** True when a value (GraphQL variables, a parsed body) holds a NUL or a lone surrogate anywhere. */
export function containsInvalidText(value: unknown): boolean {
  return inspect(value).invalid;
}

/** body-parser decodes invalid UTF-8 into replacement characters, so the raw bytes are checked first. */
function refuseInvalidUtf8(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding.toLowerCase() !== 'utf-8') return;
  if (!isCleanBytes(body)) throw new InvalidCharactersError();
}

/** The refusal an inspected body earns, if any. */
function refusalOf({ invalid, tooDeep }: Inspection): AppError | undefined {
  if (invalid) return new InvalidCharactersError();
  return tooDeep ? new TooDeepError() : undefined;
}

/** What reading a body ahead of the doors came to (readBodyAhead): its refusal, if any; the body is on `req.body`. */
const bodiesReadAhead = new WeakMap<IncomingMessage, { refusal: unknown }>();

/**
 * express.json for both doors: the raw bytes must be UTF-8, and no string or key may hold a NUL or lone surrogate.
 * A body the pipeline read ahead with this same reader (readBodyAhead) is not read again: its outcome is taken here,
 * so a refusal is answered at this step, as it would have been.
 */
export function jsonBody(limit: string): RequestHandler {
  const parse = express.json({ limit, verify: refuseInvalidUtf8 });
  return (req, res, next) => {
    const ahead = bodiesReadAhead.get(req);
    if (ahead) return next(ahead.refusal);
    parse(req, res, (error?: unknown) => next(error ?? refusalOf(inspect(req.body))));
  };
}

/**
 * Reads a request's JSON body with a door's own reader (jsonBody) before the door is reached: for the response cache's
 * lookup of a query sent by POST. Resolves to whether the body was read without a refusal (the refusal itself is the
 * door's to answer when the request gets there).
 */
export function readBodyAhead(reader: RequestHandler, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    // express.json reads the raw request: the headers and the stream, nothing Express adds to it.
    reader(req as Request, res as Response, (refusal?: unknown) => {
      bodiesReadAhead.set(req, { refusal });
      resolve(refusal === undefined);
    });
  });
}

function multipartFilesClean(req: Request): boolean {
  const files = req.files;
  const list = Array.isArray(files) ? files : Object.values(files ?? {}).flat();
  return list.every((file) => !isBadLatin1Name(file.originalname) && !isBadLatin1Name(file.fieldname));
}

/**
 * Runs a body parser as the client's problem: whatever it fails with that is not already a
 * client error (busboy's 'Unexpected end of form', a missing boundary) is a 400, not a 500.
 */
function asClientErrors(error: unknown): unknown {
  if (!error) return undefined;
  if (error instanceof AppError) return error;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const hasClientStatus = [status, statusCode].some((value) => typeof value === 'number' && value >= 400 && value < 500);
  return hasClientStatus || error instanceof MulterError ? error : new MalformedBodyError();
}

type MultipartParser = (...fields: Array<{ name: string; maxCount: number }>) => RequestHandler;

/** The REST door's multer parser, plus the text checks on the fields and file names it read. */
export function guardedMultipart<P extends MultipartParser>(parser: P): P {
  return ((...fields: Array<{ name: string; maxCount: number }>) => {
    const parse = parser(...fields);
    const guarded: RequestHandler = (req, res, next) => {
      parse(req, res, (error?: unknown) => {
        if (error) return next(asClientErrors(error));
        if (!req.is('multipart')) return next();
        const refused = refusalOf(inspect(req.body, MULTER_TEXT));
        next(refused ?? (multipartFilesClean(req) ? undefined : new InvalidCharactersError()));
      });
    };
    return guarded;
  }) as P;
}

/**
 * graphql-upload's middleware, plus the text checks on `operations` and on every file's name
 * (known once its part arrives; the files keep streaming to graphql-upload's buffers meanwhile).
 */
export function guardedGraphQLMultipart(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    parser(req, res, (error?: unknown) => {
      if (error) {
        // graphql-upload holds every response until the request has been read to its end; when
        // busboy could not even start (no boundary), nothing else would read it.
        req.resume();
        return next(asClientErrors(error));
      }
      if (!req.is('multipart')) return next();
      const inspection = inspect(req.body, GRAPHQL_MULTIPART_TEXT);
      const refused = refusalOf(inspection);
      if (refused) return next(refused);
      const { uploads } = inspection;
      Promise.allSettled(uploads).then((settled) => {
        // A file that never arrived (a broken or cut-off body) fails the request here, as the client's error.
        const failed = settled.find((result) => result.status === 'rejected');
        if (failed) return next(asClientErrors(failed.reason));
        const names = settled.map((result) => (result.status === 'fulfilled' ? result.value.filename : undefined));
        next(inspect(names, GRAPHQL_MULTIPART_TEXT).invalid ? new InvalidCharactersError() : undefined);
      }, next);
    });
  };
}

export function documentHasInvalidStrings(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (hasInvalidCharacters(node.value)) found = true;
    },
  });
  return found;
}

/**
 * The document's string literals (`product(slug: "a\u0000b")` escapes its NUL, so no byte check
 * sees it) and the variables of every request, GET included, refused before any resolver runs.
 */
export const refuseInvalidCharactersPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        if (documentHasInvalidStrings(document) || containsInvalidText(request.variables)) {
          throw new GraphQLError(INVALID_CHARACTERS_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        }
      },
    };
  },
};
