import type { Router } from 'express';
import { pageFrom, publicGet } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, PAGE } from '../../http/route-docs';

/** GET /api/search?q= (& ?skip= & ?take=): the site search, best first, as the `search` query answers it. */
export function registerSearchRoutes(router: Router, context: RestContext): void {
  const search = { summary: 'The site search, best first', twin: 'Query.search', query: { q: 'String!', ...PAGE } } as const;
  publicGet(documented(router, 'Search'), context, '/search', search, (req) =>
    context.services.search.search(typeof req.query.q === 'string' ? req.query.q : '', pageFrom(req)),
  );
}
