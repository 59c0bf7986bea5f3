import type { Router } from 'express';
import { registerImageRecordRoutes } from '../../rest/record-routes';
import type { RestContext } from '../../rest/rest-context';

/** /api/founders: the fields of CreateFounderInput (founder.inputs.ts); file field `image`. */
export function registerFounderRoutes(router: Router, context: RestContext): void {
  registerImageRecordRoutes(router, context, '/founders', context.services.founders, { type: 'Founder', tag: 'Founders' });
}
