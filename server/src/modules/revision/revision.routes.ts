import type { Router } from 'express';
import { adminOnly, param, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';

/**
 * /api/admin/revisions?recordType=&recordId= (a record's revisions, newest first) and
 * POST /api/admin/revisions/:id/restore (the new revision); GET and PUT (JSON) /api/admin/revision-policy. Admin only.
 */
export function registerRevisionRoutes(router: Router, { services }: RestContext): void {
  router.get('/admin/revisions', adminOnly, async (req, res) => {
    const recordType = textValue(req.query.recordType) ?? '';
    const recordId = textValue(req.query.recordId) ?? '';
    res.json(toRest(await services.revisions.list(req.viewer, recordType, recordId)));
  });
  router.post('/admin/revisions/:id/restore', adminOnly, async (req, res) => {
    res.json(toRest(await services.revisions.restore(req.viewer, param(req, 'id'))));
  });
  router.get('/admin/revision-policy', adminOnly, async (req, res) => {
    res.json(toRest(await services.revisions.policy(req.viewer)));
  });
  router.put('/admin/revision-policy', adminOnly, async (req, res) => {
    res.json(toRest(await services.revisions.updatePolicy(req.viewer, req.body ?? {})));
  });
}
