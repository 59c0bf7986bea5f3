import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { PublicFoundersDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FoundersSection } from './founders-section';
import { testPicture } from '../../../testing/pictures';

const founders = [
  {
    __typename: 'Founder' as const,
    id: 'f1',
    name: 'Ayesha Rahman',
    role: 'Chief Executive Officer',
    bio: 'Ayesha leads strategy and client partnerships.',
    email: 'ayesha@example.com',
    linkedin: 'https://www.linkedin.com/in/ayesha',
    twitter: 'https://x.com/ayesha',
    image: '/uploads/ayesha.png',
    picture: testPicture('/uploads/ayesha.png'),
  },
  {
    __typename: 'Founder' as const,
    id: 'f2',
    name: 'Bilal Khan',
    role: 'Chief Technology Officer',
    bio: 'Bilal runs engineering and the AI practice.',
    email: 'bilal@example.com',
    linkedin: null,
    twitter: null,
    image: '/uploads/bilal.png',
    picture: testPicture('/uploads/bilal.png'),
  },
];

const loaded: MockLink.MockedResponse = { request: { query: PublicFoundersDocument }, result: { data: { founders } } };

describe('FoundersSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows 4 skeleton cards while the founders load', () => {
    renderWithProviders(<FoundersSection />, { mocks: [{ ...loaded, delay: 50 }] });
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Loading founders');
  });

  it('shows a card per founder with image, name, role and bio once loaded', async () => {
    renderWithProviders(<FoundersSection />, { mocks: [loaded] });

    const ayesha = (await screen.findByRole('heading', { name: 'Ayesha Rahman' })).closest('article')!;
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(ayesha).getByText('Chief Executive Officer')).toBeInTheDocument();
    expect(within(ayesha).getByText('Ayesha leads strategy and client partnerships.')).toBeInTheDocument();
    expect(within(ayesha).getByRole('img', { name: 'Ayesha Rahman' })).toHaveAttribute('src', '/uploads/ayesha.png');
    expect(screen.getByRole('heading', { name: 'Bilal Khan' })).toBeInTheDocument();
  });

  it('links email, LinkedIn and Twitter with labels, only when the founder has them', async () => {
    renderWithProviders(<FoundersSection />, { mocks: [loaded] });

    const ayesha = (await screen.findByRole('heading', { name: 'Ayesha Rahman' })).closest('article')!;
    expect(within(ayesha).getByRole('link', { name: 'Email Ayesha Rahman' })).toHaveAttribute(
      'href',
      'mailto:ayesha@example.com',
    );
    const linkedin = within(ayesha).getByRole('link', { name: 'Ayesha Rahman on LinkedIn' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ayesha');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(ayesha).getByRole('link', { name: 'Ayesha Rahman on Twitter/X' })).toHaveAttribute(
      'href',
      'https://x.com/ayesha',
    );

    const bilal = screen.getByRole('heading', { name: 'Bilal Khan' }).closest('article')!;
    expect(within(bilal).getAllByRole('link')).toHaveLength(1);
    expect(within(bilal).getByRole('link', { name: 'Email Bilal Khan' })).toBeInTheDocument();
  });

  it('logs a fetch error and shows the empty state instead of crashing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<FoundersSection />, {
      mocks: [{ request: { query: PublicFoundersDocument }, error: new Error('network down') }],
    });

    expect(await screen.findByText('No founders to show yet')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet Our Founders' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no founders', async () => {
    renderWithProviders(<FoundersSection />, {
      mocks: [{ request: { query: PublicFoundersDocument }, result: { data: { founders: [] } } }],
    });
    expect(await screen.findByText('No founders to show yet')).toBeInTheDocument();
  });
});
