import type { Router } from 'express';
import { registerImageRecordRoutes } from '../../rest/record-routes';
import type { RestContext } from '../../rest/rest-context';

/** /api/partners: the fields of CreatePartnerInput (partner.inputs.ts); the file field `image` is stored as the partner's logo. */
export function registerPartnerRoutes(router: Router, context: RestContext): void {
  registerImageRecordRoutes(router, context, '/partners', context.services.partners, { type: 'Partner', tag: 'Partners' });
}
