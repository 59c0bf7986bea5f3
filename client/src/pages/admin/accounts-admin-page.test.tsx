import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { INVITATION_INVALID_MESSAGE, LAST_OWNER_MESSAGE } from '@field-rules';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import {
  AdminAcceptInvitationDocument,
  AdminAccountsDocument,
  AdminChangeAccountRoleDocument,
  AdminDeactivateAccountDocument,
  AdminInvitationByTokenDocument,
  AdminInviteAccountDocument,
} from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AcceptInvitationPage } from './accept-invitation-page';
import { AccountsAdminPage } from './accounts-admin-page';

const owner = {
  __typename: 'Admin' as const,
  id: 'a1',
  username: 'admin',
  email: 'admin@example.com',
  role: 'admin',
  lastLogin: '2026-11-28T08:00:00.000Z',
  deactivatedAt: null,
};
const editor = { ...owner, id: 'a2', username: 'edith', email: 'edith@example.com', role: 'editor', lastLogin: null };
const pending = {
  __typename: 'AdminInvitation' as const,
  id: 'i1',
  email: 'arthur@example.com',
  role: 'author',
  expiresAt: '2026-12-01T08:00:00.000Z',
  invitedBy: 'admin',
};

const listed = (accounts: unknown[], invitations: unknown[] = []): MockLink.MockedResponse => ({
  request: { query: AdminAccountsDocument },
  result: { data: { accounts, invitations } },
});

function renderAccounts(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <AccountsAdminPage />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('AccountsAdminPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it('lists the accounts with role and last sign-in, and the pending invitations', async () => {
    renderAccounts([listed([owner, editor], [pending])]);
    expect(await screen.findByRole('heading', { name: 'Accounts (2)' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'edith' }).closest('article')!;
    expect(card).toHaveTextContent('Editor');
    expect(card).toHaveTextContent('Never signed in');
    expect(screen.getByRole('heading', { name: 'Pending invitations (1)' })).toBeInTheDocument();
    expect(screen.getByText('arthur@example.com')).toBeInTheDocument();
  });

  it('invites without email: the link is shown once to hand over', async () => {
    const user = renderAccounts([
      listed([owner]),
      {
        request: { query: AdminInviteAccountDocument, variables: { input: { email: 'arthur@example.com', role: 'author' } } },
        result: {
          data: {
            inviteAccount: {
              __typename: 'InvitationSentPayload',
              emailed: false,
              link: '/admin/invite/abc',
              invitation: pending,
            },
          },
        },
      },
      listed([owner], [pending]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Invite Someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Someone' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'arthur@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'author');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    const shown = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect(within(shown).getByLabelText('Invitation link')).toHaveValue(`${window.location.origin}/admin/invite/abc`);
    expect(shown).toHaveTextContent('arthur@example.com');
  });

  it("tells the server's refusal to demote the last owner, and deactivates another after confirmation", async () => {
    const user = renderAccounts([
      listed([owner, editor]),
      {
        request: { query: AdminChangeAccountRoleDocument, variables: { id: 'a1', role: 'editor' } },
        result: {
          errors: [
            new GraphQLError(LAST_OWNER_MESSAGE, {
              extensions: { code: 'BAD_USER_INPUT', fields: { role: LAST_OWNER_MESSAGE } },
            }),
          ],
        },
      },
      {
        request: { query: AdminDeactivateAccountDocument, variables: { id: 'a2' } },
        result: { data: { deactivateAccount: { ...editor, deactivatedAt: '2026-11-28T09:00:00.000Z' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Role of admin' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'editor');
    await user.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    expect(await screen.findByText(LAST_OWNER_MESSAGE, { selector: '[role="status"] *, [role="status"]' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate edith' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('edith is deactivated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reactivate edith' })).toBeInTheDocument();
  });
});

describe('AcceptInvitationPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  function renderPage(mocks: MockLink.MockedResponse[]) {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Toaster />
        <Routes>
          <Route path="/admin/invite/:token" element={<AcceptInvitationPage />} />
          <Route path="/admin-login" element={<h1>Login page</h1>} />
        </Routes>
      </>,
      { route: '/admin/invite/abc', mocks },
    );
    return user;
  }

  it('says which email and role the link is for, and makes the account', async () => {
    const user = renderPage([
      {
        request: { query: AdminInvitationByTokenDocument, variables: { token: 'abc' } },
        result: {
          data: {
            invitation: {
              __typename: 'AdminInvitation',
              email: 'arthur@example.com',
              role: 'author',
              expiresAt: pending.expiresAt,
            },
          },
        },
      },
      {
        request: {
          query: AdminAcceptInvitationDocument,
          variables: { input: { token: 'abc', username: 'arthur', password: 'long-enough-1' } },
        },
        result: { data: { acceptInvitation: { __typename: 'Admin', id: 'a3', username: 'arthur' } } },
      },
    ]);
    expect(await screen.findByText(/You are invited as Author \(arthur@example.com\)/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Username/), 'arthur');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'long-enough-2');
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('Your account is ready. Sign in with it now.')).toBeInTheDocument();
  });

  it('says a used or expired link works no more', async () => {
    renderPage([
      {
        request: { query: AdminInvitationByTokenDocument, variables: { token: 'abc' } },
        result: { errors: [new GraphQLError(INVITATION_INVALID_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INVALID_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Create My Account' })).not.toBeInTheDocument();
  });
});
