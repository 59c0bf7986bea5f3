/**
 * The company's name and contact details, in one place (SPEC §2 contact page and footer).
 * Replace these values for a real deployment; components read them from here only.
 */
export const siteConfig = {
  companyName: 'Nexora Labs',
  tagline: 'Software & AI Development',
  phones: ['+92 300 1234567', '+92 51 2345678'],
  email: 'hello@nexoralabs.example',
  address: 'Islamabad, Pakistan',
  linkedinUrl: 'https://www.linkedin.com/company/nexora-labs',
} as const;
