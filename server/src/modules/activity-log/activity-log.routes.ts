import type { Router } from 'express';
import { adminOnly, pageFrom, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, PAGE } from '../../http/route-docs';

/** /api/admin/activity (?skip, ?take, ?entityType): the activity log, admin only, newest first. */
export function registerActivityLogRoutes(router: Router, { services }: RestContext): void {
  const routes = documented(router, 'Activity log');
  const list = {
    summary: 'The activity log, newest first',
    twin: 'Query.activityLog',
    query: { ...PAGE, entityType: 'String' },
  } as const;
  routes.get('/admin/activity', list, adminOnly, async (req, res) => {
    const entityType = textValue(req.query.entityType);
    res.json(toRest(await services.activityLog.list(req.viewer, { ...pageFrom(req), entityType })));
  });
  const types = { summary: 'The record types the log names', twin: 'Query.activityLogEntityTypes' } as const;
  routes.get('/admin/activity/entity-types', types, adminOnly, async (req, res) => {
    res.json(await services.activityLog.entityTypes(req.viewer));
  });
}
