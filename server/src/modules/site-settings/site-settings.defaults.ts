import type { SiteSettings } from './site-settings.entity';

export type SiteSettingsValues = Omit<SiteSettings, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * What the site showed before settings were editable (client/src/app/site-config.ts and the home
 * hero, SPEC §2). The migration stores these; the service falls back to them should the row be gone.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettingsValues = {
  companyName: 'Nexora Labs',
  tagline: 'Software & AI Development',
  phones: ['+92 300 1234567', '+92 51 2345678'],
  email: 'hello@nexoralabs.example',
  address: 'Islamabad, Pakistan',
  linkedinUrl: 'https://www.linkedin.com/company/nexora-labs',
  twitterUrl: null,
  githubUrl: null,
  facebookUrl: null,
  heroBadge: 'Trusted by many worldwide',
  heroTitle: 'Building the Future with AI',
  heroText:
    'We design and build custom software, intelligent automation and machine-learning products that help businesses work smarter and grow faster.',
};
