import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import {
  AdminCreatePartnerDocument,
  AdminDeletePartnerDocument,
  AdminRestoreFromTrashDocument,
  AdminPartnersDocument,
  AdminUpdatePartnerDocument,
} from '../../gql-admin/graphql';
import { testPicture } from '../../testing/pictures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { IN_FLIGHT } from '../../testing/in-flight';
import { PartnersAdminPage } from './partners-admin-page';

const acme = {
  __typename: 'Partner' as const,
  id: 'p1',
  name: 'Acme Cloud',
  website: 'https://acme.example.com/',
  logo: '/uploads/acme.png',
  logoPicture: testPicture('/uploads/acme.png', 'Acme Cloud logo'),
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};
const globex = {
  ...acme,
  id: 'p2',
  name: 'Globex',
  website: 'http://globex.example.org',
  logo: '/uploads/globex.png',
  logoPicture: testPicture('/uploads/globex.png', 'Globex logo'),
};

const listed = (partners: unknown[], delay = 0): MockLink.MockedResponse => ({
  request: { query: AdminPartnersDocument },
  delay,
  result: { data: { partners } },
});

/** Required fields' labels end with an asterisk. */
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}( \\*)?$`));

function renderPage(mocks: MockLink.MockedResponse[]) {
  // The native file input is visually hidden (a styled button opens it), so skip the pointer check.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <PartnersAdminPage />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('PartnersAdminPage', () => {
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

  it("shows 'Loading partners...' while loading, then the count and a card per partner", async () => {
    renderPage([listed([acme, globex], 30)]);

    expect(screen.getByRole('status')).toHaveTextContent('Loading partners...');
    expect(await screen.findByRole('heading', { name: 'Partners (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Partner' })).toBeInTheDocument();

    const card = screen.getByRole('heading', { name: 'Acme Cloud' }).closest('article')!;
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/acme.png');
    const website = within(card).getByRole('link', { name: 'acme.example.com' });
    expect(website).toHaveAttribute('href', 'https://acme.example.com/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('button', { name: 'Edit Acme Cloud' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Acme Cloud' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no partners', async () => {
    const user = renderPage([listed([])]);
    expect(await screen.findByText('No partners yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partners (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Partner' }));
    expect(screen.getByRole('dialog', { name: 'Add Partner' })).toBeInTheDocument();
  });

  it('logs a loading error and tells the admin to refresh', async () => {
    renderPage([{ request: { query: AdminPartnersDocument }, error: new Error('network down') }]);
    expect(await screen.findByText('Error loading partners. Please refresh the page.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
    expect(screen.getByText('No partners yet.')).toBeInTheDocument();
  });

  it('adds a partner with its logo and puts it first in the grid', async () => {
    const logo = new File(['png'], 'initech.png', { type: 'image/png' });
    const initech = {
      ...acme,
      id: 'p3',
      name: 'Initech',
      website: 'https://initech.example.com',
      logo: '/uploads/initech.png',
      logoPicture: testPicture('/uploads/initech.png', 'Initech logo'),
    };
    const user = renderPage([
      listed([acme]),
      {
        request: {
          query: AdminCreatePartnerDocument,
          variables: { input: { name: 'Initech', website: 'https://initech.example.com' }, logo },
        },
        delay: IN_FLIGHT,
        result: { data: { createPartner: initech } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Partner' }));
    await user.type(field('Name'), ' Initech ');
    await user.type(field('Website'), 'https://initech.example.com');
    await user.upload(field('Partner Logo'), logo);
    await user.click(screen.getByRole('button', { name: 'Create Partner' }));

    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText('Partner added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partners (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit / })[0]).toHaveAccessibleName('Edit Initech');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('edits a partner, keeping its logo, and updates the card', async () => {
    const user = renderPage([
      listed([acme, globex]),
      {
        request: {
          query: AdminUpdatePartnerDocument,
          variables: { id: 'p2', input: { name: 'Globex Corp', website: 'http://globex.example.org' }, expectedVersion: 1 },
        },
        delay: IN_FLIGHT,
        result: { data: { updatePartner: { ...globex, name: 'Globex Corp' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Globex' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Partner' });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Globex Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Partner updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Globex Corp' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partners (2)' })).toBeInTheDocument();
  });

  it('shows the error toast and the server field messages when saving fails', async () => {
    const user = renderPage([
      listed([acme]),
      {
        request: {
          query: AdminUpdatePartnerDocument,
          variables: { id: 'p1', input: { name: 'Acme Cloud', website: 'https://acme.example.com/' }, expectedVersion: 1 },
        },
        result: {
          errors: [
            new GraphQLError('Name is taken', { extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Name is taken' } } }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Cloud' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Error saving partner. Please try again.')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name is taken');
    expect(screen.getByRole('dialog', { name: 'Edit Partner' })).toBeInTheDocument();
  });

  it('asks before deleting a partner, dims the card, then removes it', async () => {
    const user = renderPage([
      listed([acme, globex]),
      {
        request: { query: AdminDeletePartnerDocument, variables: { id: 'p1' } },
        delay: IN_FLIGHT,
        result: { data: { deletePartner: { __typename: 'Partner', id: 'p1' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Cloud' }));
    const confirmDialog = screen.getByRole('dialog');
    expect(confirmDialog).toHaveTextContent('Are you sure you want to delete this partner?');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));

    const card = screen.getByRole('heading', { name: 'Acme Cloud' }).closest('article')!;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByLabelText('Deleting')).toBeInTheDocument();
    expect(await screen.findByText('Partner deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Acme Cloud' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partners (1)' })).toBeInTheDocument();
  });

  it("offers Undo in the delete's toast: the partner comes back from the trash and the list is asked again", async () => {
    const user = renderPage([
      listed([acme, globex]),
      {
        request: { query: AdminDeletePartnerDocument, variables: { id: 'p1' } },
        result: { data: { deletePartner: { __typename: 'Partner', id: 'p1' } } },
      },
      {
        request: { query: AdminRestoreFromTrashDocument, variables: { recordType: 'Partner', id: 'p1' } },
        result: {
          data: {
            restoreFromTrash: {
              __typename: 'TrashItem',
              recordType: 'Partner',
              recordId: 'p1',
              label: 'Acme Cloud',
              deletedAt: '2026-11-28T10:00:00.000Z',
              purgeAt: '2026-12-28T10:00:00.000Z',
            },
          },
        },
      },
      listed([acme, globex]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Cloud' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Partner deleted successfully!')).toBeInTheDocument();
    // The announced message is the SPEC's words alone; Undo sits beside it.
    expect(screen.getByText('Partner deleted successfully!').closest('[role="status"]')).toHaveTextContent(
      /^Partner deleted successfully!$/,
    );
    expect(await screen.findByRole('heading', { name: 'Partners (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored "Acme Cloud"')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Partners (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acme Cloud' })).toBeInTheDocument();
  });

  it('keeps the partner when the deletion is cancelled or fails', async () => {
    const user = renderPage([
      listed([acme]),
      { request: { query: AdminDeletePartnerDocument, variables: { id: 'p1' } }, error: new Error('boom') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Cloud' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/deleted successfully/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Acme Cloud' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting partner. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partners (1)' })).toBeInTheDocument();
  });
});
