import type { Router } from 'express';
import { adminOnly, pageFrom, param, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, PAGE } from '../../http/route-docs';

/**
 * GET /api/admin/trash (most recently deleted first; ?skip= & ?take=), POST /api/admin/trash/:recordType/:id/restore and
 * DELETE /api/admin/trash/:recordType/:id (for good); each answers the item. Admin only.
 */
export function registerTrashRoutes(router: Router, { services }: RestContext): void {
  const routes = documented(router, 'Trash');
  const list = { summary: 'The trash, most recently deleted first', twin: 'Query.trash', query: PAGE } as const;
  routes.get('/admin/trash', list, adminOnly, async (req, res) => {
    res.json(toRest(await services.trash.list(req.viewer, pageFrom(req))));
  });
  const restore = { summary: 'Brings a record back', twin: 'Mutation.restoreFromTrash' } as const;
  routes.post('/admin/trash/:recordType/:id/restore', restore, adminOnly, async (req, res) => {
    res.json(toRest(await services.trash.restore(req.viewer, param(req, 'recordType'), param(req, 'id'))));
  });
  const purge = { summary: 'Deletes a record for good, with its files', twin: 'Mutation.deleteFromTrash' } as const;
  routes.delete('/admin/trash/:recordType/:id', purge, adminOnly, async (req, res) => {
    res.json(toRest(await services.trash.purge(req.viewer, param(req, 'recordType'), param(req, 'id'))));
  });
}
