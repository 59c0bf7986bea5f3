import type { Router } from 'express';
import { adminOnly, pageFrom, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';

/** /api/admin/activity (?skip, ?take, ?entityType): the activity log, admin only, newest first. */
export function registerActivityLogRoutes(router: Router, { services }: RestContext): void {
  router.get('/admin/activity', adminOnly, async (req, res) => {
    const entityType = textValue(req.query.entityType);
    res.json(toRest(await services.activityLog.list(req.viewer, { ...pageFrom(req), entityType })));
  });
  router.get('/admin/activity/entity-types', adminOnly, async (req, res) => {
    res.json(await services.activityLog.entityTypes(req.viewer));
  });
}
