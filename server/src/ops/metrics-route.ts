import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { collectProcessMetrics, metricsRegistry } from './metrics';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * GET /metrics in Prometheus's text format, only for `Authorization: Bearer <METRICS_TOKEN>` (401
 * otherwise). Without a token configured the address does not exist (404 from the app's notFound).
 */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  if (!token) return (_req, _res, next) => next();
  collectProcessMetrics();
  const expected = digest(token);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const given = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim();
    // Compared as digests, in constant time: the token's length and prefix do not leak either.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.setHeader('Cache-Control', 'no-store');
      res.status(401).type('text').send('Unauthorized\n');
      return;
    }
    try {
      const body = await metricsRegistry.metrics();
      res.setHeader('Cache-Control', 'no-store');
      res.type(metricsRegistry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
