import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { PublicTeamMembersDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TeamSection } from './team-section';
import { testPicture } from '../../../testing/pictures';

const teamMembers = [
  {
    __typename: 'TeamMember' as const,
    id: 't1',
    name: 'Hamza Tariq',
    role: 'Senior Engineer',
    bio: 'Hamza builds the backends of our client products.',
    email: 'hamza@example.com',
    linkedin: 'https://www.linkedin.com/in/hamza',
    image: '/uploads/hamza.png',
    picture: testPicture('/uploads/hamza.png'),
  },
  {
    __typename: 'TeamMember' as const,
    id: 't2',
    name: 'Sara Malik',
    role: 'Product Designer',
    bio: 'Sara designs interfaces people enjoy using.',
    email: 'sara@example.com',
    linkedin: null,
    image: '/uploads/sara.png',
    picture: testPicture('/uploads/sara.png'),
  },
];

const loaded: MockLink.MockedResponse = { request: { query: PublicTeamMembersDocument }, result: { data: { teamMembers } } };

describe('TeamSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows 4 skeleton cards under 'Meet Our Team' while the team loads", () => {
    renderWithProviders(<TeamSection />, { mocks: [{ ...loaded, delay: 50 }] });
    expect(screen.getByRole('heading', { name: 'Meet Our Team' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Loading team members');
  });

  it('shows a card per member with image, name, role, bio and their links once loaded', async () => {
    renderWithProviders(<TeamSection />, { mocks: [loaded] });

    const hamza = (await screen.findByRole('heading', { name: 'Hamza Tariq' })).closest('article')!;
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(hamza).getByText('Senior Engineer')).toBeInTheDocument();
    expect(within(hamza).getByText('Hamza builds the backends of our client products.')).toBeInTheDocument();
    expect(within(hamza).getByRole('img', { name: 'Hamza Tariq' })).toHaveAttribute('loading', 'lazy');
    expect(within(hamza).getByRole('link', { name: 'Email Hamza Tariq' })).toHaveAttribute('href', 'mailto:hamza@example.com');
    expect(within(hamza).getByRole('link', { name: 'Hamza Tariq on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/hamza',
    );

    const sara = screen.getByRole('heading', { name: 'Sara Malik' }).closest('article')!;
    expect(within(sara).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('logs a fetch error and shows the empty state instead of crashing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<TeamSection />, {
      mocks: [{ request: { query: PublicTeamMembersDocument }, error: new Error('network down') }],
    });

    expect(await screen.findByText('No team members to show yet')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
