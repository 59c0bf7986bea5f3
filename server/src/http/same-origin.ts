import type { Request, RequestHandler } from 'express';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a write that the browser says comes from another site, so a plain HTML form on any web
 * site cannot post here with a visitor's browser (the contact form; an admin write, were a token
 * ever to ride in a cookie). After Go's CrossOriginProtection:
 * - `Sec-Fetch-Site: same-origin` or `none` passes: browsers set it and no page can forge it. It
 *   also covers the dev server, whose proxy rewrites Host (localhost:4000) but not Origin (:5173).
 * - A trusted Origin passes (CORS_ORIGINS, the public URL).
 * - `Sec-Fetch-Site: cross-site` is refused, and so is (browsers without Sec-Fetch-Site) an Origin
 *   other than this request's own host.
 * Without Origin and Sec-Fetch-Site it is not a browser's request (curl, server-to-server, the REST
 * contract's JSON clients) and passes, as do reads.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    if (site === 'same-origin' || site === 'none') return next();
    if (origin !== undefined && trusted.has(origin)) return next();
    if (site !== 'cross-site' && (origin === undefined || isOwnOrigin(origin, req))) return next();
    res.status(403);
    // GraphQL clients read `errors`; the REST door's bodies are {success, message}; both quote the request id, as every
    // other error does (final-error-handler.ts). A form posted to a page (client-app.ts) gets plain text.
    if (req.baseUrl === '/graphql') {
      res.json({ errors: [{ message: CROSS_SITE_MESSAGE, extensions: { code: 'FORBIDDEN', requestId: req.id } }] });
    } else if (req.baseUrl === '/api') {
      res.json({ success: false, message: CROSS_SITE_MESSAGE, requestId: req.id });
    } else {
      res.type('text').send(CROSS_SITE_MESSAGE);
    }
  };
}

/**
 * The Origin names this request's own host (Host, or X-Forwarded-Host from a trusted proxy).
 * 'null' (sandboxed frames, some redirects) never does.
 */
function isOwnOrigin(origin: string, req: Request): boolean {
  if (!URL.canParse(origin) || !req.host) return false;
  const { protocol, host } = new URL(origin);
  // Read the host with the Origin's scheme, so 'example.com:443' and 'example.com' compare equal.
  return URL.canParse(`${protocol}//${req.host}`) && new URL(`${protocol}//${req.host}`).host === host;
}
