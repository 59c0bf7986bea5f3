import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { AdminChangePasswordDocument } from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChangePasswordModal } from './change-password-modal';

const variables = { currentPassword: 'old-secret', newPassword: 'new-secret-1' };

function answer(result: MockLink.MockedResponse['result'], delay = 0): MockLink.MockedResponse {
  return { request: { query: AdminChangePasswordDocument, variables }, result, delay };
}

function renderModal(mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <ChangePasswordModal onClose={onClose} />
    </>,
    { mocks },
  );
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  return {
    onClose,
    user,
    dialog,
    current: () => within(dialog).getByLabelText(/^Current Password/),
    next: () => within(dialog).getByLabelText(/^New Password/),
    confirm: () => within(dialog).getByLabelText(/^Confirm New Password/),
    submit: () => within(dialog).getByRole('button', { name: /^(Change Password|Saving\.\.\.)$/ }),
  };
}

async function fillIn(modal: ReturnType<typeof renderModal>, confirmation = variables.newPassword) {
  await modal.user.type(modal.current(), variables.currentPassword);
  await modal.user.type(modal.next(), variables.newPassword);
  await modal.user.type(modal.confirm(), confirmation);
}

describe('ChangePasswordModal', () => {
  afterEach(() => act(() => toast.remove()));

  it('requires the current password, the new one and its confirmation', async () => {
    const modal = renderModal();
    await modal.user.click(modal.submit());

    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    expect(modal.onClose).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters and a matching confirmation', async () => {
    const modal = renderModal();
    await modal.user.type(modal.current(), 'old-secret');
    await modal.user.type(modal.next(), 'short');
    await modal.user.type(modal.confirm(), 'shorter');
    await modal.user.click(modal.submit());

    expect(await screen.findByText('New password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await modal.user.type(modal.next(), '-enough');
    expect(screen.queryByText('New password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it("reads 'Saving...' with everything disabled and cannot be dismissed while saving", async () => {
    const modal = renderModal([
      answer(
        {
          data: { changePassword: { __typename: 'AuthMessagePayload', success: true, message: 'Password changed successfully' } },
        },
        // Long enough that the checks below run while saving even on a busy machine (150 ms was not, once in CI).
        1000,
      ),
    ]);
    await fillIn(modal);

    await modal.user.click(modal.submit());

    expect(within(modal.dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(modal.current()).toBeDisabled();
    expect(within(modal.dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(modal.dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await modal.user.keyboard('{Escape}');
    expect(modal.onClose).not.toHaveBeenCalled();

    expect(await screen.findByText('Password changed successfully', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(modal.onClose).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's message when the change is refused and shows it under the field", async () => {
    const modal = renderModal([
      answer({
        errors: [
          new GraphQLError('Current password is incorrect', {
            extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Current password is incorrect' } },
          }),
        ],
      }),
    ]);
    await fillIn(modal);

    await modal.user.click(modal.submit());

    expect(await screen.findAllByText('Current password is incorrect')).toHaveLength(2);
    expect(modal.current()).toHaveAccessibleDescription('Current password is incorrect');
    expect(modal.submit()).toHaveTextContent('Change Password');
    expect(modal.onClose).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to change password' when the server gives no message", async () => {
    const modal = renderModal([
      answer({ data: { changePassword: { __typename: 'AuthMessagePayload', success: false, message: '' } } }),
    ]);
    await fillIn(modal);

    await modal.user.click(modal.submit());

    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(modal.onClose).not.toHaveBeenCalled();
  });
});
