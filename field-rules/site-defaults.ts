/**
 * The company's details and the home hero's texts as the site shipped them (SPEC §2): what the
 * migration stored first, what the server falls back to should the settings row be gone
 * (site-settings.defaults.ts), and what the client shows until the live settings have arrived
 * (client/src/shared/site-config.ts). One copy for both sides, imported by its own path so a page
 * that needs only these texts does not pull in the rules.
 */
export const SITE_DEFAULTS = {
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
} as const;
