import type { Router } from 'express';
import { adminOnly, expectIfMatch, formValues, publicGet, sendRecord } from '../../rest/rest-kit';
import { SiteSettings } from './site-settings.entity';
import type { RestContext } from '../../rest/rest-context';
import { documented } from '../../http/route-docs';
import { listFieldsOf } from '@field-rules';
import { SITE_SETTINGS_RECORD } from '@field-rules/records/site-settings';
import type { UpdateSiteSettingsInput } from './site-settings.inputs';

const LIST_FIELDS = listFieldsOf(SITE_SETTINGS_RECORD);

/**
 * /api/settings (new, not in the original API): GET for everyone, PUT (JSON or multipart text
 * fields, `phones` repeated or a JSON list) for the admin; only the fields sent change.
 */
export function registerSiteSettingsRoutes(router: Router, context: RestContext): void {
  const { services, upload } = context;
  const settings = services.siteSettings;
  const textFieldsOnly = upload();
  const routes = documented(router, 'Settings');
  publicGet(routes, context, '/settings', { summary: "The site's settings", twin: 'Query.siteSettings' }, () => settings.get());
  const update = { summary: 'Changes the fields sent', twin: 'Mutation.updateSiteSettings', errors: [412] } as const;
  routes.put('/settings', update, adminOnly, textFieldsOnly, async (req, res) => {
    const values = formValues(req.body, LIST_FIELDS) as UpdateSiteSettingsInput;
    // The one record of its kind: named by its entity, as the GraphQL door does.
    expectIfMatch(req, SiteSettings.name);
    sendRecord(res, await settings.update(req.viewer, values));
  });
}
