import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicFoundersDocument, PublicTeamMembersDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AboutPage } from './about-page';
import { testPicture } from '../../testing/pictures';

const mocks = [
  {
    request: { query: PublicFoundersDocument },
    result: {
      data: {
        founders: [
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
        ],
      },
    },
  },
  {
    request: { query: PublicTeamMembersDocument },
    result: {
      data: {
        teamMembers: [
          {
            __typename: 'TeamMember' as const,
            id: 't1',
            name: 'Hamza Tariq',
            role: 'Senior Engineer',
            bio: 'Hamza builds backends.',
            email: 'hamza@example.com',
            linkedin: null,
            image: '/uploads/hamza.png',
            picture: testPicture('/uploads/hamza.png'),
          },
        ],
      },
    },
  },
];

describe('AboutPage', () => {
  it('shows Our Purpose with the Mission and Vision cards, and the six Core Values', async () => {
    renderWithProviders(<AboutPage />, { mocks });
    const purpose = screen.getByRole('region', { name: 'Our Purpose' });
    expect(within(purpose).getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(within(purpose).getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();

    const values = screen.getByRole('region', { name: 'Our Core Values' });
    const titles = within(values)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Innovation Excellence',
      'Quality Obsession',
      'Collaborative Spirit',
      'Continuous Learning',
      'Client Success',
      'Future Vision',
    ]);
    await screen.findByRole('heading', { name: 'Hamza Tariq' });
  });

  it('loads founders and Meet Our Team from the server, 4 skeletons each meanwhile', async () => {
    renderWithProviders(<AboutPage />, { mocks });
    expect(screen.getAllByTestId('skeleton')).toHaveLength(8);
    expect(await screen.findByRole('heading', { name: 'Ayesha Rahman' })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Meet Our Team' });
    expect(await within(team).findByRole('heading', { name: 'Hamza Tariq' })).toBeInTheDocument();
  });

  it("gives Meet Our Team the id 'team', where the site search sends a team member's hit (/about#team)", async () => {
    renderWithProviders(<AboutPage />, { mocks });
    expect(screen.getByRole('region', { name: 'Meet Our Team' })).toHaveAttribute('id', 'team');
    expect(document.querySelectorAll('#team')).toHaveLength(1);
    await screen.findByRole('heading', { name: 'Hamza Tariq' });
  });

  it('gives the hero and call-to-action buttons no target: plain buttons, no links, nothing happens', async () => {
    renderWithProviders(<AboutPage />, { mocks });
    await screen.findByRole('heading', { name: 'Hamza Tariq' });

    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Our Story',
      'Join Our Journey',
      'Start a Project',
      'Schedule a Call',
    ]);
    for (const button of buttons) expect(button).toHaveAttribute('type', 'button');
    expect(screen.queryAllByRole('link').filter((link) => !link.getAttribute('href')?.startsWith('mailto:'))).toHaveLength(0);

    for (const button of buttons) await userEvent.click(button);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
