import { settingsInput, validateSettings, type SiteSettingsValues } from './site-settings-values';

const valid: SiteSettingsValues = {
  companyName: 'Nexora Labs',
  tagline: 'Software & AI Development',
  phones: ['+92 300 1234567', ''],
  email: 'hello@nexoralabs.example',
  address: 'Islamabad, Pakistan',
  linkedinUrl: 'https://www.linkedin.com/company/nexora-labs',
  twitterUrl: '',
  githubUrl: '',
  facebookUrl: '',
  heroBadge: 'Trusted by many worldwide',
  heroTitle: 'Building the Future with AI',
  heroText: 'We build software.',
};

describe('site settings form values', () => {
  it('accepts the shipped values and sends trimmed text, no blank phone rows and null for empty links', () => {
    expect(validateSettings(valid)).toEqual({});
    expect(settingsInput({ ...valid, companyName: ' Nexora ', phones: [' +1 555 0100 ', ' '] })).toMatchObject({
      companyName: 'Nexora',
      phones: ['+1 555 0100'],
      twitterUrl: null,
      linkedinUrl: 'https://www.linkedin.com/company/nexora-labs',
    });
  });

  it.each([
    [{ companyName: ' ' }, { companyName: 'Company name is required' }],
    [{ heroText: 't'.repeat(601) }, { heroText: 'Hero text must be at most 600 characters' }],
    [{ email: 'nope' }, { email: 'Please enter a valid email address' }],
    [{ phones: ['', ' '] }, { phones: 'Please add at least one phone number' }],
    [{ phones: ['+92 300 1234567', 'call us'] }, { phones: 'Please enter a valid phone number' }],
    [{ githubUrl: 'github.com/nexora' }, { githubUrl: 'Please enter a valid URL starting with http:// or https://' }],
  ])('refuses %j with the server’s words', (change, errors) => {
    expect(validateSettings({ ...valid, ...change })).toEqual(errors);
  });
});
