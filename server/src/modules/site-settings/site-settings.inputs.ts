import { InputType } from 'type-graphql';
import { fieldNames } from '@field-rules';
import { SITE_SETTINGS_RECORD } from '@field-rules/records/site-settings';
import { editRulesOf, updateInputOf } from '../../shared/record-inputs';

/** The whole settings record's rules; an update is merged with the stored values and checked by these. */
export const SiteSettingsRules = editRulesOf(SITE_SETTINGS_RECORD);

/** Only the fields given change; null clears an optional link (and is refused for a required field). */
@InputType()
export class UpdateSiteSettingsInput extends updateInputOf(SITE_SETTINGS_RECORD) {}

export const SITE_SETTINGS_FIELDS = fieldNames(SITE_SETTINGS_RECORD);
