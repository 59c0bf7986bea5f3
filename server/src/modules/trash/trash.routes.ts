import type { Router } from 'express';
import { adminOnly, pageFrom, param, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';

/**
 * GET /api/admin/trash (most recently deleted first; ?skip= & ?take=), POST /api/admin/trash/:recordType/:id/restore and
 * DELETE /api/admin/trash/:recordType/:id (for good); each answers the item. Admin only.
 */
export function registerTrashRoutes(router: Router, { services }: RestContext): void {
  router.get('/admin/trash', adminOnly, async (req, res) => {
    res.json(toRest(await services.trash.list(req.viewer, pageFrom(req))));
  });
  router.post('/admin/trash/:recordType/:id/restore', adminOnly, async (req, res) => {
    res.json(toRest(await services.trash.restore(req.viewer, param(req, 'recordType'), param(req, 'id'))));
  });
  router.delete('/admin/trash/:recordType/:id', adminOnly, async (req, res) => {
    res.json(toRest(await services.trash.purge(req.viewer, param(req, 'recordType'), param(req, 'id'))));
  });
}
