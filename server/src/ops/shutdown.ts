import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { markTimedOut } from './request-observer';

/**
 * Keeps the responses being written, from the first request on, so a shutdown can tell each of them to
 * close its connection when done (a keep-alive client would otherwise send its next request there).
 */
export function trackResponses(server: Server): Set<ServerResponse> {
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return inFlight;
}

/**
 * The drain before a graceful stop (SHUTDOWN_DRAIN_SECONDS): the instance already answers not ready, keeps
 * serving every request for `ms` so the proxy's health checks take it out of rotation, and tells each keep-alive
 * client to reconnect (`Connection: close`), so nothing is sent to a port about to close.
 */
export async function drainBeforeClose(server: Server, inFlight: Set<ServerResponse>, ms: number): Promise<void> {
  markConnectionsClosing(server, inFlight);
  // Idle keep-alive connections are left to the proxy, which closes them before Node would (deploy/Caddyfile's
  // keepalive): closing one here could meet a request the proxy is sending on it at that moment.
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Every response from now on, and those in flight not yet sent, close their connection when done. */
function markConnectionsClosing(server: Server, inFlight: Set<ServerResponse>): void {
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  if (closing.has(server)) return;
  closing.add(server);
  // Before the app's own listener: the public read lane and cache hits can answer within it, synchronously, and a
  // header set after that would throw (and end the process).
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
}

const closing = new WeakSet<Server>();

export interface ShutdownOptions {
  server: Server;
  /** From trackResponses(server). */
  inFlight: Set<ServerResponse>;
  /** How long requests in flight may take to finish; then their connections are closed. */
  timeoutMs: number;
  /** Closed in this order once no request is in flight (Apollo, Redis, the database). */
  closers: Array<{ name: string; close(): Promise<unknown> }>;
  logger: Logger;
}

/**
 * Graceful stop: the listening socket closes at once (new connections are refused), idle keep-alive
 * connections are closed, requests in flight run to their end (each answered with `Connection: close`),
 * up to `timeoutMs`; then the app's connections are closed. Resolves with the exit code to use.
 */
export async function drainAndClose({ server, inFlight, timeoutMs, closers, logger }: ShutdownOptions): Promise<number> {
  // Keep-alive clients learn to reconnect elsewhere instead of reusing a connection that is about to close.
  markConnectionsClosing(server, inFlight);
  logger.info(`Waiting for ${inFlight.size} request(s) in flight`);
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // A connection becomes idle when its last request ends: close those as they appear.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs);
  });
  const late = await Promise.race([drained.then(() => false), timedOut]);
  clearInterval(sweep);
  clearTimeout(timer);
  let exitCode = 0;
  if (late) {
    logger.warn(`Requests still in flight after ${timeoutMs} ms; closing their connections`);
    for (const res of inFlight) markTimedOut(res);
    server.closeAllConnections();
  } else {
    logger.info('Requests in flight finished');
  }
  for (const closer of closers) {
    try {
      await closer.close();
    } catch (error) {
      exitCode = 1;
      logger.error({ err: error }, `Closing ${closer.name} failed`);
    }
  }
  return exitCode;
}
