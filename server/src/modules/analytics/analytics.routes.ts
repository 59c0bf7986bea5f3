import type { Router } from 'express';
import { adminOnly, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented } from '../../http/route-docs';

/** /api/admin/dashboard (?days=30): the admin home's figures, editors and owners. */
export function registerAnalyticsRoutes(router: Router, { services }: RestContext): void {
  const dashboard = { summary: "The Dashboard's figures", twin: 'Query.dashboard', query: { days: 'Int' } } as const;
  documented(router, 'Analytics').get('/admin/dashboard', dashboard, adminOnly, async (req, res) => {
    // The service refuses anything but a whole number of days from 1 to 365, after the role check.
    const days = textValue(req.query.days);
    res.json(toRest(await services.analytics.dashboard(req.viewer, days ? Number(days) : undefined)));
  });
}
