import type { Router } from 'express';
import { pageFrom, publicGet } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';

/** GET /api/search?q= (& ?skip= & ?take=): the site search, best first, as the `search` query answers it. */
export function registerSearchRoutes(router: Router, context: RestContext): void {
  publicGet(router, context, '/search', (req) =>
    context.services.search.search(typeof req.query.q === 'string' ? req.query.q : '', pageFrom(req)),
  );
}
