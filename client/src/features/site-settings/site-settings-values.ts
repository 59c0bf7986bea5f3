import type { FormErrors } from '../../components/forms/use-form';
import {
  cleanList,
  EMAIL_MESSAGE,
  isEmailAddress,
  isHttpUrl,
  maxLengthMessage,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  PHONES_REQUIRED_MESSAGE,
  requiredMessage,
  SITE_SETTINGS_TEXT,
  WEBSITE_MESSAGE,
} from '@field-rules';
import type { SiteSettingsFieldsFragment, UpdateSiteSettingsInput } from '../../gql-admin/graphql';

/** The Settings form's values: every field as text, the phones as one row each. */
export interface SiteSettingsValues {
  companyName: string;
  tagline: string;
  phones: string[];
  email: string;
  address: string;
  linkedinUrl: string;
  twitterUrl: string;
  githubUrl: string;
  facebookUrl: string;
  heroBadge: string;
  heroTitle: string;
  heroText: string;
}

/** The form's labels: the shared rules' (the server's messages use the same words). */
export const LABELS = {
  ...Object.fromEntries(Object.entries(SITE_SETTINGS_TEXT).map(([field, { label }]) => [field, label])),
  email: 'Email',
} as Record<keyof typeof SITE_SETTINGS_TEXT | 'email', string>;
export const LINK_FIELDS = [
  ['linkedinUrl', 'LinkedIn'],
  ['twitterUrl', 'X (Twitter)'],
  ['githubUrl', 'GitHub'],
  ['facebookUrl', 'Facebook'],
] as const;

export function settingsValues(settings: SiteSettingsFieldsFragment): SiteSettingsValues {
  return {
    companyName: settings.companyName,
    tagline: settings.tagline,
    phones: settings.phones.length > 0 ? [...settings.phones] : [''],
    email: settings.email,
    address: settings.address,
    linkedinUrl: settings.linkedinUrl ?? '',
    twitterUrl: settings.twitterUrl ?? '',
    githubUrl: settings.githubUrl ?? '',
    facebookUrl: settings.facebookUrl ?? '',
    heroBadge: settings.heroBadge,
    heroTitle: settings.heroTitle,
    heroText: settings.heroText,
  };
}

/** Everything is sent; blank phone rows are dropped and a blank link clears it. */
export function settingsInput(values: SiteSettingsValues): UpdateSiteSettingsInput {
  const text = (value: string) => value.trim();
  const link = (value: string) => value.trim() || null;
  return {
    companyName: text(values.companyName),
    tagline: text(values.tagline),
    phones: cleanList(values.phones),
    email: text(values.email),
    address: text(values.address),
    linkedinUrl: link(values.linkedinUrl),
    twitterUrl: link(values.twitterUrl),
    githubUrl: link(values.githubUrl),
    facebookUrl: link(values.facebookUrl),
    heroBadge: text(values.heroBadge),
    heroTitle: text(values.heroTitle),
    heroText: text(values.heroText),
  };
}

export function validateSettings(values: SiteSettingsValues): FormErrors<SiteSettingsValues> {
  const errors: FormErrors<SiteSettingsValues> = {};
  for (const [field, { label, max }] of Object.entries(SITE_SETTINGS_TEXT) as Array<
    [keyof typeof SITE_SETTINGS_TEXT, { label: string; max: number }]
  >) {
    const value = values[field].trim();
    if (!value) errors[field] = requiredMessage(label);
    else if (value.length > max) errors[field] = maxLengthMessage(label, max);
  }
  const email = values.email.trim();
  if (!email) errors.email = requiredMessage('Email');
  else if (!isEmailAddress(email)) errors.email = EMAIL_MESSAGE;
  const phones = cleanList(values.phones);
  if (phones.length === 0) errors.phones = PHONES_REQUIRED_MESSAGE;
  else if (phones.some((phone) => !PHONE_PATTERN.test(phone))) errors.phones = PHONE_MESSAGE;
  for (const [field] of LINK_FIELDS) {
    const value = values[field].trim();
    if (value && !isHttpUrl(value, 'link')) errors[field] = WEBSITE_MESSAGE;
  }
  return errors;
}
