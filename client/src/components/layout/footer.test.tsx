import { screen, within } from '@testing-library/react';
import { SiteSettingsDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Footer } from './footer';

const settings = {
  __typename: 'SiteSettings' as const,
  id: 's1',
  companyName: 'Acme AI',
  tagline: 'Robots that help',
  phones: ['+1 (555) 010-0100'],
  email: 'hello@acme.example',
  address: 'Lahore, Pakistan',
  linkedinUrl: null,
  twitterUrl: null,
  githubUrl: 'https://github.com/acme',
  facebookUrl: null,
  heroBadge: 'Badge',
  heroTitle: 'Title',
  heroText: 'Text',
};

describe('Footer', () => {
  it("shows the shipped details until the settings arrive, then the admin's", async () => {
    renderWithProviders(<Footer />, {
      mocks: [{ request: { query: SiteSettingsDocument }, delay: 20, result: { data: { siteSettings: settings } } }],
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+92 300 1234567' })).toHaveAttribute('href', 'tel:+923001234567');

    const phone = await within(footer).findByRole('link', { name: '+1 (555) 010-0100' });
    expect(phone).toHaveAttribute('href', 'tel:+15550100100');
    expect(within(footer).getByRole('link', { name: 'hello@acme.example' })).toHaveAttribute('href', 'mailto:hello@acme.example');
    expect(within(footer).getByText('Lahore, Pakistan')).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Acme AI. All rights reserved.`)).toBeInTheDocument();
    // Only the social links that are set: GitHub, no LinkedIn.
    expect(within(footer).getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/acme');
    expect(within(footer).queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
  });
});
