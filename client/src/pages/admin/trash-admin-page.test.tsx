import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import { AdminDeleteFromTrashDocument, AdminRestoreFromTrashDocument, AdminTrashDocument } from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TrashAdminPage } from './trash-admin-page';

const post = {
  __typename: 'TrashItem' as const,
  recordType: 'BlogPost',
  recordId: 'p1',
  label: 'Shipping AI',
  deletedAt: '2026-11-20T10:00:00.000Z',
  purgeAt: '2026-12-20T10:00:00.000Z',
};
const partner = { ...post, recordType: 'Partner', recordId: 'pa1', label: 'Acme' };

const listed = (trash: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminTrashDocument },
  result: { data: { trash } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <TrashAdminPage />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('TrashAdminPage', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it('lists what is in the trash with its kind and when it goes for good, or says it is empty', async () => {
    renderPage([listed([post, partner])]);
    expect(await screen.findByRole('heading', { name: 'Trash (2)' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Shipping AI' }).closest('article')!;
    expect(card).toHaveTextContent('Blog post');
    expect(within(card).getByText('Deleted for good')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([post.deletedAt, post.purgeAt]);
    expect(screen.getByRole('button', { name: 'Restore partner Acme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete partner Acme for good' })).toBeInTheDocument();
  });

  it('says so when the trash is empty', async () => {
    renderPage([listed([])]);
    expect(await screen.findByText(/The trash is empty/)).toBeInTheDocument();
  });

  it('restores a record and lists the trash again', async () => {
    const user = renderPage([
      listed([post]),
      {
        request: { query: AdminRestoreFromTrashDocument, variables: { recordType: 'BlogPost', id: 'p1' } },
        result: { data: { restoreFromTrash: post } },
      },
      listed([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Restore blog post Shipping AI' }));
    expect(await screen.findByText('Restored "Shipping AI"')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trash (0)' })).toBeInTheDocument();
  });

  it('deletes for good only after a confirmation that says what goes, and tells a failure', async () => {
    const user = renderPage([
      listed([post]),
      {
        request: { query: AdminDeleteFromTrashDocument, variables: { recordType: 'BlogPost', id: 'p1' } },
        result: { errors: [new GraphQLError('Blog post not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
      {
        request: { query: AdminDeleteFromTrashDocument, variables: { recordType: 'BlogPost', id: 'p1' } },
        result: { data: { deleteFromTrash: post } },
      },
      listed([]),
    ]);
    const purge = await screen.findByRole('button', { name: 'Delete blog post Shipping AI for good' });
    await user.click(purge);
    const confirmDialog = screen.getByRole('dialog');
    expect(confirmDialog).toHaveTextContent(
      'Delete "Shipping AI" for good? Its pictures and files are deleted too. This action cannot be undone.',
    );
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting for good. Please try again.')).toBeInTheDocument();

    await user.click(purge);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Shipping AI" deleted for good')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trash (0)' })).toBeInTheDocument();
  });
});
