import { defineRecord } from '../record';
import {
  MAX_PHONES,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  PHONES_REQUIRED_MESSAGE,
  SITE_SETTINGS_TEXT as TEXT,
  TOO_MANY_PHONES_MESSAGE,
  WEBSITE_MESSAGE,
} from '../rules';

const link = (label: string) => ({ kind: 'link', label, link: 'link', message: WEBSITE_MESSAGE }) as const;

/** The one settings record (Settings tab): no create, an update merged with the stored values. */
export const SITE_SETTINGS_RECORD = defineRecord('SiteSettings', {
  companyName: { kind: 'text', required: true, ...TEXT.companyName },
  tagline: { kind: 'text', required: true, ...TEXT.tagline },
  phones: {
    kind: 'list',
    label: 'Phones',
    required: true,
    requiredMessage: PHONES_REQUIRED_MESSAGE,
    maxItems: { max: MAX_PHONES, message: TOO_MANY_PHONES_MESSAGE },
    itemPattern: { pattern: PHONE_PATTERN, message: PHONE_MESSAGE },
  },
  email: { kind: 'email', label: 'Email', required: true },
  address: { kind: 'text', required: true, ...TEXT.address },
  linkedinUrl: link('LinkedIn'),
  twitterUrl: link('Twitter/X'),
  githubUrl: link('GitHub'),
  facebookUrl: link('Facebook'),
  heroBadge: { kind: 'text', required: true, ...TEXT.heroBadge },
  heroTitle: { kind: 'text', required: true, ...TEXT.heroTitle },
  heroText: { kind: 'text', required: true, ...TEXT.heroText },
});
