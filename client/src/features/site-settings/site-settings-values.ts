import type { FormErrors } from '../../components/forms/use-form';
import {
  recordFormValues,
  recordInput,
  validateRecord,
  type RecordFormValues,
} from '../../components/admin/record-form/record-values';
import { SITE_SETTINGS_RECORD } from '@field-rules/records/site-settings';
import type { SiteSettingsFieldsFragment, UpdateSiteSettingsInput } from '../../gql-admin/graphql';

const FIELDS = SITE_SETTINGS_RECORD.fields;

/** The Settings form's values: the description's fields (field-rules/records/site-settings.ts), the phones one row each. */
export type SiteSettingsValues = RecordFormValues<typeof FIELDS>;

type TextField = Exclude<keyof typeof FIELDS, 'phones'>;

/** The form's labels: the description's (the server's messages use the same words). */
export const LABELS = Object.fromEntries(Object.entries(FIELDS).map(([field, { label }]) => [field, label])) as Record<
  TextField,
  string
>;

/** The social links, in form order, with their labels and hints. */
export const LINK_FIELDS = (Object.keys(FIELDS) as Array<keyof typeof FIELDS>).filter(
  (field): field is TextField => FIELDS[field].kind === 'link',
);

export function settingsValues(settings: SiteSettingsFieldsFragment): SiteSettingsValues {
  return recordFormValues(SITE_SETTINGS_RECORD, settings);
}

/** Everything is sent; blank phone rows are dropped and a blank link clears it. */
export function settingsInput(values: SiteSettingsValues): UpdateSiteSettingsInput {
  return recordInput(SITE_SETTINGS_RECORD, values) as UpdateSiteSettingsInput;
}

/** The description's rules, as the server checks the merged record. */
export function validateSettings(values: SiteSettingsValues): FormErrors<SiteSettingsValues> {
  return validateRecord(SITE_SETTINGS_RECORD, values, 'edit');
}
