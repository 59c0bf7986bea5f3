import { screen, within } from '@testing-library/react';
import { siteConfig } from '../../shared/site-config';
import { PublicFoundersDocument, PublicPartnersDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HomePage } from './home-page';
import { testPicture } from '../../testing/pictures';

const founders = [
  {
    __typename: 'Founder' as const,
    id: 'f1',
    name: 'Ayesha Rahman',
    role: 'Chief Executive Officer',
    bio: 'Ayesha leads strategy.',
    email: 'ayesha@example.com',
    linkedin: null,
    twitter: null,
    image: '/uploads/ayesha.png',
    picture: testPicture('/uploads/ayesha.png'),
  },
];

function renderHome() {
  return renderWithProviders(<HomePage />, {
    mocks: [
      { request: { query: PublicFoundersDocument }, result: { data: { founders } } },
      // The partners strip (partners-strip.test.tsx) shows nothing without partners.
      { request: { query: PublicPartnersDocument }, result: { data: { partners: [] } } },
    ],
  });
}

describe('HomePage', () => {
  it('shows the hero badge and headline, with Get Started to /contact and View Our Work to /work', async () => {
    renderHome();
    expect(screen.getByText('Trusted by many worldwide')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Building the Future with AI' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/work');
    await screen.findByRole('heading', { name: 'Ayesha Rahman' });
  });

  it("shows 'Why Choose' with the company name and its three fixed cards", async () => {
    renderHome();
    const section = screen.getByRole('region', { name: `Why Choose ${siteConfig.companyName}` });
    for (const title of ['Expert Development', 'AI-Powered Solutions', 'Scalable Architecture']) {
      expect(within(section).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    await screen.findByRole('heading', { name: 'Ayesha Rahman' });
  });

  it('shows the services teaser: three cards with four bullets each and View All Services to /services', async () => {
    renderHome();
    for (const title of ['Custom Software Development', 'AI Automation', 'AI & Machine Learning']) {
      const card = screen.getByRole('heading', { name: title }).closest('article')!;
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    }
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
    await screen.findByRole('heading', { name: 'Ayesha Rahman' });
  });

  it('shows the founders from the server', async () => {
    renderHome();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'Ayesha Rahman' })).toBeInTheDocument();
    expect(screen.getByText('Chief Executive Officer')).toBeInTheDocument();
  });

  it('ends with the call to action, its link to /contact and both notes', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Ready to Transform Your Ideas?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Free consultation available')).toBeInTheDocument();
    expect(screen.getByText('24/7 support included')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Ayesha Rahman' });
  });
});
