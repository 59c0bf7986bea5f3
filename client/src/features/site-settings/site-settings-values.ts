import type { FormErrors } from '../../components/admin/use-form';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  LIVE_URL_PATTERN,
  requiredMessage,
  WEBSITE_MESSAGE,
} from '../../components/admin/validators';
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

/** The server's rules (server/src/modules/site-settings/site-settings.inputs.ts), with the same texts. */
export const MAX_PHONES = 4;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{4,38}[0-9]$/;
export const PHONE_MESSAGE = 'Please enter a valid phone number';
export const PHONES_REQUIRED_MESSAGE = 'Please add at least one phone number';

const LIMITS = { companyName: 100, tagline: 200, address: 200, heroBadge: 100, heroTitle: 200, heroText: 600 } as const;
export const LABELS = {
  companyName: 'Company name',
  tagline: 'Tagline',
  email: 'Email',
  address: 'Address',
  heroBadge: 'Hero badge',
  heroTitle: 'Hero title',
  heroText: 'Hero text',
} as const;
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
    phones: values.phones.map(text).filter(Boolean),
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
  for (const [field, max] of Object.entries(LIMITS) as Array<[keyof typeof LIMITS, number]>) {
    const value = values[field].trim();
    if (!value) errors[field] = requiredMessage(LABELS[field]);
    else if (value.length > max) errors[field] = `${LABELS[field]} must be at most ${max} characters`;
  }
  const email = values.email.trim();
  if (!email) errors.email = requiredMessage('Email');
  else if (!EMAIL_PATTERN.test(email)) errors.email = EMAIL_MESSAGE;
  const phones = values.phones.map((phone) => phone.trim()).filter(Boolean);
  if (phones.length === 0) errors.phones = PHONES_REQUIRED_MESSAGE;
  else if (phones.some((phone) => !PHONE_PATTERN.test(phone))) errors.phones = PHONE_MESSAGE;
  for (const [field] of LINK_FIELDS) {
    const value = values[field].trim();
    if (value && !LIVE_URL_PATTERN.test(value)) errors[field] = WEBSITE_MESSAGE;
  }
  return errors;
}
