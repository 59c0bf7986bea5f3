import type { Router } from 'express';
import { registerImageRecordRoutes } from '../../rest/record-routes';
import type { RestContext } from '../../rest/rest-context';

/** /api/founders: name, role, bio, email, linkedin, twitter; file field `image`. */
export function registerFounderRoutes(router: Router, context: RestContext): void {
  registerImageRecordRoutes(router, context, '/founders', context.services.founders);
}
