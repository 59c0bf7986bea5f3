import type { MockLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { AdminRevisionPolicyDocument, AdminSiteSettingsDocument, AdminUpdateSiteSettingsDocument } from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SettingsAdminPage } from './settings-admin-page';

const settings = {
  __typename: 'SiteSettings' as const,
  id: 's1',
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
  heroText: 'We design and build custom software.',
  version: 4,
};

const loadMock: MockLink.MockedResponse = {
  request: { query: AdminSiteSettingsDocument },
  result: { data: { siteSettings: settings } },
};

const policyMock: MockLink.MockedResponse = {
  request: { query: AdminRevisionPolicyDocument },
  result: { data: { revisionPolicy: { __typename: 'RevisionPolicy', keepDays: 90, keepLatest: 50, trashDays: 30 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <SettingsAdminPage />
    </>,
    // The revision history panel below the settings (its own tests: revision-policy-form.test.tsx).
    { mocks: [...mocks, policyMock], route: '/admin/settings' },
  );
  return { user };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('SettingsAdminPage', () => {
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
  });

  it('shows the stored settings and refuses bad values with the server’s words, saving nothing', async () => {
    const { user } = renderPage([loadMock]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading settings...');
    expect(await screen.findByDisplayValue('+92 300 1234567')).toBeInTheDocument();
    expect(field('Phone 2')).toHaveValue('+92 51 2345678');
    await user.clear(field('Company name'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'nope');
    await user.clear(field('Phone 1'));
    await user.type(field('Phone 1'), 'call us');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('saves changed phones and texts and says so', async () => {
    const saved = { ...settings, phones: ['+92 333 5550101'], heroBadge: 'Trusted worldwide', version: 5 };
    const { user } = renderPage([
      loadMock,
      {
        request: {
          query: AdminUpdateSiteSettingsDocument,
          variables: {
            input: {
              companyName: settings.companyName,
              tagline: settings.tagline,
              phones: ['+92 333 5550101'],
              email: settings.email,
              address: settings.address,
              linkedinUrl: settings.linkedinUrl,
              twitterUrl: null,
              githubUrl: null,
              facebookUrl: null,
              heroBadge: 'Trusted worldwide',
              heroTitle: settings.heroTitle,
              heroText: settings.heroText,
            },
            // Saved over the version the form opened (edit conflicts, ADR 063).
            expectedVersion: 4,
          },
        },
        result: { data: { updateSiteSettings: saved } },
      },
    ]);
    await screen.findByDisplayValue('+92 300 1234567');
    await user.clear(field('Phone 1'));
    await user.type(field('Phone 1'), '+92 333 5550101');
    await user.click(screen.getByRole('button', { name: 'Remove phone 2' }));
    expect(screen.queryByLabelText(/^Phone 2/)).not.toBeInTheDocument();
    await user.clear(field('Hero badge'));
    await user.type(field('Hero badge'), 'Trusted worldwide');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(field('Phone 1')).toHaveValue('+92 333 5550101');
  });
});
