import type { Router } from 'express';
import { adminOnly, deleted, param, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, MESSAGE } from '../../http/route-docs';

/** /api/admin/redirects: list (GET), add (POST JSON { fromPath, toPath }, 201), delete (DELETE /:id). Admin only. */
export function registerRedirectRoutes(router: Router, { services }: RestContext): void {
  const routes = documented(router, 'Redirects');
  routes.get('/admin/redirects', { summary: 'The redirects', twin: 'Query.redirects' }, adminOnly, async (req, res) => {
    res.json(toRest(await services.redirects.list(req.viewer)));
  });
  routes.post(
    '/admin/redirects',
    { summary: 'Adds a redirect', twin: 'Mutation.createRedirect', status: 201 },
    adminOnly,
    async (req, res) => {
      res.status(201).json(toRest(await services.redirects.create(req.viewer, req.body ?? {})));
    },
  );
  routes.delete('/admin/redirects/:id', { summary: 'Deletes a redirect', answer: MESSAGE }, adminOnly, async (req, res) => {
    await services.redirects.delete(req.viewer, param(req, 'id'));
    res.json(deleted('Redirect'));
  });
}
