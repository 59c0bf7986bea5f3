import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestStep } from './request-pipeline';
import { helmetHeaders, newNonce, type SecurityHeadersOptions } from './security-headers';

/** Where the nonce stands in the headers worked out once; NUL never occurs in a header value otherwise. */
const NONCE_MARK = '\u0000nonce\u0000';

type WithLocals = ServerResponse & { locals?: Partial<Express.Locals> };

/**
 * The headers every answer carries, whatever sends it: its request id (`X-Request-Id`, which error bodies quote, so a
 * user's report can be matched with the server's log line) and the security headers
 * (docs/decisions/013-security-headers.md), worked out once from helmet, with a fresh CSP nonce per request.
 *
 * The pipeline's step draws the nonce (`res.locals.cspNonce`, which Express keeps); whatever answers writes the
 * headers: through the response's header API for the doors (`setOn`), or as flat pairs in the one `writeHead` of an
 * answer written in one go (`pairsFor`: the response cache's hits and the public read lane's reads), where a header
 * set beforehand would cost Node its fast path (twice the CPU of a hit, measured: docs/benchmarks-api.md).
 */
export class AnswerHeaders {
  private readonly fixed: string[] = [];
  private readonly withNonce: Array<[name: string, pieces: string[]]> = [];

  constructor(options: SecurityHeadersOptions = {}) {
    for (const [name, value] of Object.entries(helmetHeaders(options, NONCE_MARK))) {
      if (value.includes(NONCE_MARK)) this.withNonce.push([name, value.split(NONCE_MARK)]);
      else this.fixed.push(name, value);
    }
  }

  /** The request pipeline's step: this request's CSP nonce. */
  readonly step: RequestStep = (_request, reply) => {
    (reply.raw as WithLocals).locals = { cspNonce: newNonce() };
  };

  /** For answers written through the response's header API (the doors): each header set on it. */
  setOn(request: FastifyRequest, reply: FastifyReply): void {
    const res = reply.raw;
    res.setHeader('X-Request-Id', request.id);
    const nonce = cspNonceOf(res);
    for (let i = 0; i < this.fixed.length; i += 2) res.setHeader(this.fixed[i], this.fixed[i + 1]);
    for (const [name, pieces] of this.withNonce) res.setHeader(name, pieces.join(nonce));
  }

  /** For an answer written in one go: the headers as flat name/value pairs, `nonce` in the CSP (a 304 names its copy's). */
  pairsFor(request: FastifyRequest, nonce: string): string[] {
    const pairs = ['X-Request-Id', request.id, ...this.fixed];
    for (const [name, pieces] of this.withNonce) pairs.push(name, pieces.join(nonce));
    return pairs;
  }
}

/** The response's CSP nonce, drawn for every request by AnswerHeaders' step before anything can answer. */
export function cspNonceOf(res: ServerResponse): string {
  return (res as WithLocals).locals!.cspNonce!;
}
