import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import {
  AdminCreateTeamMemberDocument,
  AdminDeleteTeamMemberDocument,
  AdminTeamMembersDocument,
  AdminUpdateTeamMemberDocument,
} from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { IN_FLIGHT } from '../../testing/in-flight';
import { fieldNames } from '@field-rules';
import { TEAM_MEMBER_RECORD } from '@field-rules/records/person';
import { TeamAdminPage } from './team-admin-page';
import { testPicture } from '../../testing/pictures';

const omar = {
  __typename: 'TeamMember' as const,
  id: 't1',
  name: 'Omar Siddiqui',
  role: 'Senior Engineer',
  bio: 'Omar builds the platform.',
  email: 'omar@example.com',
  linkedin: 'https://linkedin.com/in/omar',
  image: '/uploads/omar.png',
  picture: testPicture('/uploads/omar.png'),
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};

const hina = {
  ...omar,
  id: 't2',
  name: 'Hina Baig',
  role: 'Designer',
  bio: 'Hina designs the products.',
  email: 'hina@example.com',
  linkedin: null,
  image: '/uploads/hina.png',
  picture: testPicture('/uploads/hina.png'),
};

const listed = (teamMembers: unknown[], delay = 0): MockLink.MockedResponse => ({
  request: { query: AdminTeamMembersDocument },
  delay,
  result: { data: { teamMembers } },
});

/** Required fields' labels end with an asterisk. */
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}( \\*)?$`));

function renderPage(mocks: MockLink.MockedResponse[]) {
  // The native file input is visually hidden (a styled button opens it), so skip the pointer check.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <TeamAdminPage />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('TeamAdminPage', () => {
  let consoleError: jest.SpyInstance;

  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it("shows 'Loading team members...' while loading, then the count and the cards", async () => {
    renderPage([listed([omar, hina], 30)]);

    expect(screen.getByRole('status')).toHaveTextContent('Loading team members...');
    expect(await screen.findByRole('heading', { name: 'Team Members (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Team Member' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Omar Siddiqui' }).closest('article')!;
    expect(within(card).getByText('Senior Engineer')).toBeInTheDocument();
    expect(within(card).getByText('Omar builds the platform.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'omar@example.com' })).toHaveAttribute('href', 'mailto:omar@example.com');
    expect(within(card).getByRole('link', { name: 'Omar Siddiqui on LinkedIn' })).toHaveAttribute('href', omar.linkedin);
    expect(within(card).getByRole('button', { name: 'Edit Omar Siddiqui' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Omar Siddiqui' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no team members', async () => {
    renderPage([listed([])]);
    expect(await screen.findByText('No team members yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Members (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Team Member' })).toBeInTheDocument();
  });

  it('logs a loading error and tells the admin to refresh', async () => {
    renderPage([{ request: { query: AdminTeamMembersDocument }, error: new Error('network down') }]);
    expect(await screen.findByText('Error loading team members. Please refresh the page.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
    expect(screen.getByText('No team members yet.')).toBeInTheDocument();
  });

  it('adds a team member without a Twitter/X field, sending only the filled-in fields', async () => {
    const photo = new File(['png'], 'zara.png', { type: 'image/png' });
    const zara = { ...hina, id: 't3', name: 'Zara Ali', role: 'QA Lead', bio: 'Tests.', email: 'zara@example.com' };
    const create: MockLink.MockedResponse = {
      request: {
        query: AdminCreateTeamMemberDocument,
        variables: {
          input: {
            name: 'Zara Ali',
            role: 'QA Lead',
            bio: 'Tests.',
            email: 'zara@example.com',
            linkedin: 'https://linkedin.com/in/zara',
          },
          image: photo,
        },
      },
      delay: IN_FLIGHT,
      result: { data: { createTeamMember: { ...zara, linkedin: 'https://linkedin.com/in/zara' } } },
    };
    const user = renderPage([listed([omar]), create]);
    await user.click(await screen.findByRole('button', { name: 'Add Team Member' }));

    const dialog = screen.getByRole('dialog', { name: 'Add Team Member' });
    expect(within(dialog).queryByLabelText('Twitter/X')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Team Member' }));
    expect(screen.getByText('Profile image is required')).toBeInTheDocument();

    await user.type(field('Name'), 'Zara Ali');
    await user.type(field('Role'), 'QA Lead');
    await user.type(field('Bio'), 'Tests.');
    await user.type(field('Email'), 'zara@example.com');
    await user.type(field('LinkedIn'), 'https://linkedin.com/in/zara');
    await user.upload(field('Profile Image'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Create Team Member' }));

    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText('Team member added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Members (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit / })[0]).toHaveAccessibleName('Edit Zara Ali');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('edits a team member and shows the error toast when saving fails', async () => {
    // An edit sends every field of the form (an empty one as null): read from the form's list, so a field
    // added to the form needs no change here.
    const unchanged = Object.fromEntries(
      fieldNames(TEAM_MEMBER_RECORD).map((name) => [name, (hina as Record<string, unknown>)[name] ?? null]),
    );
    const variables = { id: 't2', input: { ...unchanged, role: 'Lead Designer' }, expectedVersion: 1 };
    expect(variables.input).toMatchObject({
      name: 'Hina Baig',
      role: 'Lead Designer',
      bio: 'Hina designs the products.',
      email: 'hina@example.com',
      linkedin: null,
    });
    const user = renderPage([
      listed([omar, hina]),
      { request: { query: AdminUpdateTeamMemberDocument, variables }, error: new Error('offline') },
      {
        request: { query: AdminUpdateTeamMemberDocument, variables },
        result: { data: { updateTeamMember: { ...hina, role: 'Lead Designer' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Hina Baig' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Team Member' });
    await user.clear(field('Role'));
    await user.type(field('Role'), 'Lead Designer');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error saving team member. Please try again.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Team member updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Hina Baig' }).closest('article')!;
    expect(within(card).getByText('Lead Designer')).toBeInTheDocument();
  });

  it('asks before deleting a team member, then removes the card', async () => {
    const user = renderPage([
      listed([omar, hina]),
      {
        request: { query: AdminDeleteTeamMemberDocument, variables: { id: 't1' } },
        delay: IN_FLIGHT,
        result: { data: { deleteTeamMember: { __typename: 'TeamMember', id: 't1' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Omar Siddiqui' }));
    const confirmDialog = screen.getByRole('dialog');
    expect(confirmDialog).toHaveTextContent('Are you sure you want to delete this team member?');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));

    expect(screen.getByRole('heading', { name: 'Omar Siddiqui' }).closest('article')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Team member deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Omar Siddiqui' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Members (1)' })).toBeInTheDocument();
  });

  it('shows the error toast when deleting a team member fails', async () => {
    const user = renderPage([
      listed([omar]),
      { request: { query: AdminDeleteTeamMemberDocument, variables: { id: 't1' } }, error: new Error('boom') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Omar Siddiqui' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error deleting team member. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Members (1)' })).toBeInTheDocument();
  });
});
