/**
 * The company's details and the home hero's texts as the site shipped them (SPEC §2). The live values
 * are the site settings the admin edits (app/site-settings.ts reads them from the server); these stand
 * in until they have arrived, and are what the server's migration stored first.
 */
export const siteConfig = {
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
