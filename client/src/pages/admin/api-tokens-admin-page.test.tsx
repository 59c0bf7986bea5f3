import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { requiredMessage } from '@field-rules';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import { AdminApiTokensDocument, AdminCreateApiTokenDocument, AdminRevokeApiTokenDocument } from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ApiTokensAdminPage } from './api-tokens-admin-page';

const active = {
  __typename: 'ApiToken' as const,
  id: 't1',
  name: 'CI deploy',
  scope: 'write-content',
  prefix: 'mk_AbCdEfG',
  status: 'active',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  lastUsedAt: '2026-11-27T10:00:00.000Z',
  revokedAt: null,
  createdByUsername: 'admin',
};
const revoked = {
  ...active,
  id: 't2',
  name: 'Old preview',
  scope: 'read-drafts',
  prefix: 'mk_ZyXwVuT',
  status: 'revoked',
  lastUsedAt: null,
  revokedAt: '2026-11-25T08:00:00.000Z',
};
const TOKEN = `mk_${'q'.repeat(43)}`;

const listed = (apiTokens: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminApiTokensDocument },
  result: { data: { apiTokens } },
});

function renderTokens(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <ApiTokensAdminPage />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('ApiTokensAdminPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it('shows loading, then each token with its scope, prefix, dates and status; a revoked one cannot be revoked again', async () => {
    renderTokens([listed([active, revoked])]);
    expect(screen.getByText('Loading API tokens...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'API tokens (2)' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'CI deploy' }).closest('article')!;
    expect(card).toHaveTextContent('Write content');
    expect(card).toHaveTextContent('mk_AbCdEfG…');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('by admin');
    expect(within(card).getByRole('button', { name: 'Revoke CI deploy' })).toBeInTheDocument();
    const old = screen.getByRole('heading', { name: 'Old preview' }).closest('article')!;
    expect(old).toHaveTextContent('Read drafts');
    expect(old).toHaveTextContent('Revoked');
    expect(old).toHaveTextContent('Never');
    expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderTokens([listed([])]);
    expect(await screen.findByText(/No API tokens yet/)).toBeInTheDocument();
  });

  it('tells a failed load with a way to try again', async () => {
    renderTokens([{ request: { query: AdminApiTokensDocument }, error: new Error('offline') }, listed([active])]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API tokens could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'CI deploy' })).toBeInTheDocument();
  });

  it('creates a token: the name is required, then the token is shown once with Copy', async () => {
    const created = { ...active, id: 't3', name: 'Preview', scope: 'read-drafts', lastUsedAt: null };
    const user = renderTokens([
      listed([]),
      {
        request: {
          query: AdminCreateApiTokenDocument,
          variables: { input: { name: 'Preview', scope: 'read-drafts', expiresInDays: 90 } },
        },
        result: { data: { createApiToken: { __typename: 'ApiTokenCreatedPayload', token: TOKEN, apiToken: created } } },
      },
      listed([created]),
    ]);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const dialog = screen.getByRole('dialog', { name: 'New API Token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    expect(within(dialog).getByText(requiredMessage('Name'))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Preview');
    expect(within(dialog).getByRole('combobox', { name: /^Scope/ })).toHaveValue('read-drafts');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Expires/ }), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your API token' });
    expect(within(shown).getByLabelText('API token')).toHaveValue(TOKEN);
    expect(shown).toHaveTextContent('shown only now');
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByText('Token copied')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Copy your API token' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
  });

  it('asks a date when the expiry is a date', async () => {
    const user = renderTokens([listed([])]);
    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const dialog = screen.getByRole('dialog', { name: 'New API Token' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Expires/ }), 'date');
    const date = within(dialog).getByLabelText(/^Expiry date/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min');
    expect(date).toHaveAttribute('max');
  });

  it('revokes a token after a confirmation', async () => {
    const user = renderTokens([
      listed([active]),
      {
        request: { query: AdminRevokeApiTokenDocument, variables: { id: 't1' } },
        result: { data: { revokeApiToken: { ...active, status: 'revoked', revokedAt: '2026-11-28T09:00:00.000Z' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke CI deploy' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent('Revoke "CI deploy"?');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('CI deploy is revoked')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'CI deploy' }).closest('article')!;
    expect(await within(card).findByText('Revoked', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Revoke CI deploy' })).not.toBeInTheDocument();
  });
});
