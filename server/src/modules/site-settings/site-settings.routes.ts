import type { Router } from 'express';
import { adminOnly, expectIfMatch, formValues, publicGet, sendRecord } from '../../rest/rest-kit';
import { SiteSettings } from './site-settings.entity';
import type { RestContext } from '../../rest/rest-context';
import type { UpdateSiteSettingsInput } from './site-settings.inputs';

/**
 * /api/settings (new, not in the original API): GET for everyone, PUT (JSON or multipart text
 * fields, `phones` repeated or a JSON list) for the admin; only the fields sent change.
 */
export function registerSiteSettingsRoutes(router: Router, context: RestContext): void {
  const { services, upload } = context;
  const settings = services.siteSettings;
  const textFieldsOnly = upload();
  publicGet(router, context, '/settings', () => settings.get());
  router.put('/settings', adminOnly, textFieldsOnly, async (req, res) => {
    const values = formValues(req.body, ['phones']) as UpdateSiteSettingsInput;
    // The one record of its kind: named by its entity, as the GraphQL door does.
    expectIfMatch(req, SiteSettings.name);
    sendRecord(res, await settings.update(req.viewer, values));
  });
}
