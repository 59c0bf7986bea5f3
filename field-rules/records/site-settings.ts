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

const link = (label: string) =>
  ({ kind: 'link', label, link: 'link', message: WEBSITE_MESSAGE, placeholder: 'https://' }) as const;

/** The one settings record (Settings tab): no create, an update merged with the stored values. */
export const SITE_SETTINGS_RECORD = defineRecord('SiteSettings', {
  companyName: { kind: 'text', required: true, ...TEXT.companyName },
  tagline: {
    kind: 'text',
    required: true,
    ...TEXT.tagline,
    outputDescription: 'A short line about the company; also the home page title.',
  },
  phones: {
    kind: 'list',
    outputDescription: 'Contact phone numbers as shown, in order.',
    label: 'Phones',
    required: true,
    requiredMessage: PHONES_REQUIRED_MESSAGE,
    maxItems: { max: MAX_PHONES, message: TOO_MANY_PHONES_MESSAGE },
    itemPattern: { pattern: PHONE_PATTERN, message: PHONE_MESSAGE },
  },
  email: {
    kind: 'email',
    label: 'Email',
    required: true,
    outputDescription: 'The public contact address; new contact messages are also sent there when mail is set up.',
  },
  address: { kind: 'text', required: true, ...TEXT.address },
  linkedinUrl: {
    ...link('LinkedIn'),
    outputDescription: 'The company page on the professional network.',
    hint: 'Shown in the footer and on the contact page; leave empty to hide.',
  },
  twitterUrl: link('X (Twitter)'),
  githubUrl: link('GitHub'),
  facebookUrl: link('Facebook'),
  heroBadge: {
    kind: 'text',
    required: true,
    ...TEXT.heroBadge,
    outputDescription: "The home hero's badge ('Trusted by many worldwide').",
  },
  heroTitle: { kind: 'text', required: true, ...TEXT.heroTitle, outputDescription: "The home hero's headline." },
  heroText: { kind: 'text', required: true, ...TEXT.heroText, outputDescription: "The home hero's text under the headline." },
});
