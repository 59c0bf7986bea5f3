import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { AdminRevisionPolicyDocument, AdminUpdateRevisionPolicyDocument } from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RevisionPolicyPanel } from './revision-policy-form';

/**
 * The stored policy, as often as the panel asks for it (cache-and-network may ask again at any time, which would use up
 * a one-time mock meant for the refetch after saving): the saved one once the update has answered.
 */
function storedPolicy(): { mock: MockLink.MockedResponse; save: () => void } {
  let stored = { keepDays: 90, keepLatest: 50, trashDays: 30 };
  return {
    mock: {
      request: { query: AdminRevisionPolicyDocument },
      result: () => ({ data: { revisionPolicy: { __typename: 'RevisionPolicy', ...stored } } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    save: () => void (stored = { keepDays: 30, keepLatest: 50, trashDays: 14 }),
  };
}

describe('RevisionPolicyPanel', () => {
  afterEach(() => act(() => toast.remove()));

  it('shows the policy, refuses what is not a whole number in range, and saves', async () => {
    const user = userEvent.setup();
    const policy = storedPolicy();
    renderWithProviders(
      <>
        <Toaster />
        <RevisionPolicyPanel />
      </>,
      {
        mocks: [
          policy.mock,
          {
            request: {
              query: AdminUpdateRevisionPolicyDocument,
              variables: { input: { keepDays: 30, keepLatest: 50, trashDays: 14 } },
            },
            result: () => {
              policy.save();
              return {
                data: { updateRevisionPolicy: { __typename: 'RevisionPolicy', keepDays: 30, keepLatest: 50, trashDays: 14 } },
              };
            },
          },
        ],
      },
    );
    const days = await screen.findByLabelText(/^Keep every save for \(days\)/);
    expect(days).toHaveValue('90');
    expect(screen.getByLabelText(/^Always keep the newest/)).toHaveValue('50');
    const trashDays = screen.getByLabelText(/^Keep deleted records for \(days\)/);
    expect(trashDays).toHaveValue('30');

    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save History Settings' }));
    expect(screen.getByText('Enter a whole number of days from 1 to 3650')).toBeInTheDocument();

    await user.clear(days);
    await user.type(days, '30');
    await user.clear(trashDays);
    await user.type(trashDays, '366');
    await user.click(screen.getByRole('button', { name: 'Save History Settings' }));
    expect(screen.getByText('Enter a whole number of days from 1 to 365')).toBeInTheDocument();

    await user.clear(trashDays);
    await user.type(trashDays, '14');
    await user.click(screen.getByRole('button', { name: 'Save History Settings' }));
    expect(await screen.findByText('History settings saved successfully!')).toBeInTheDocument();
    // The form is drawn again from the refetched policy, so each look reads the inputs on the page at that moment (an
    // input found a moment earlier may already be the replaced form's).
    await waitFor(() => {
      expect(screen.getByLabelText(/^Keep every save for \(days\)/)).toHaveValue('30');
      expect(screen.getByLabelText(/^Keep deleted records for \(days\)/)).toHaveValue('14');
    });
  });
});
