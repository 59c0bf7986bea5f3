import type { Router } from 'express';
import { adminOnly, deleted, param, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';

/** /api/admin/redirects: list (GET), add (POST JSON { fromPath, toPath }, 201), delete (DELETE /:id). Admin only. */
export function registerRedirectRoutes(router: Router, { services }: RestContext): void {
  router.get('/admin/redirects', adminOnly, async (req, res) => {
    res.json(toRest(await services.redirects.list(req.viewer)));
  });
  router.post('/admin/redirects', adminOnly, async (req, res) => {
    res.status(201).json(toRest(await services.redirects.create(req.viewer, req.body ?? {})));
  });
  router.delete('/admin/redirects/:id', adminOnly, async (req, res) => {
    await services.redirects.delete(req.viewer, param(req, 'id'));
    res.json(deleted('Redirect'));
  });
}
