import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../confirm-dialog';
import { AdminRestoreRevisionDocument, AdminRevisionsDocument } from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { HistoryModal, RESTORE_CONFIRM } from './history-modal';

const revision = (id: string, createdAt: string, kind: string, title: string, content: string) => ({
  __typename: 'Revision' as const,
  id,
  createdAt,
  kind,
  adminUsername: kind === 'baseline' ? null : 'admin',
  values: [
    { __typename: 'RevisionValue' as const, field: 'title', value: JSON.stringify(title) },
    { __typename: 'RevisionValue' as const, field: 'content', value: JSON.stringify(content) },
  ],
});
const third = revision('r3', '2026-11-03T10:00:00.000Z', 'update', 'Final title', '<p>Our final draft.</p>');
const second = revision('r2', '2026-11-02T10:00:00.000Z', 'update', 'Second title', '<p>Our first draft.</p>');
const first = revision('r1', '2026-11-01T10:00:00.000Z', 'baseline', 'First title', '<p>Our first draft.</p>');
const restored = revision('r4', '2026-11-04T10:00:00.000Z', 'restore', 'First title', '<p>Our first draft.</p>');

const listed = (revisions: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminRevisionsDocument, variables: { recordType: 'BlogPost', recordId: 'p1' } },
  result: { data: { revisions } },
});

function renderHistory(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <HistoryModal recordType="BlogPost" recordId="p1" name="Our post" onClose={() => undefined} />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('HistoryModal', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it('lists the versions newest first and compares the newest two, rich text word by word', async () => {
    renderHistory([listed([third, second, first])]);
    const versions = await screen.findByRole('region', { name: 'Versions' });
    const items = within(versions).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Edited by admin (current)'),
      expect.stringContaining('Edited by admin'),
      expect.stringContaining('Saved before the history began'),
    ]);
    expect(within(items[0]).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    const comparison = screen.getByRole('region', { name: 'Comparison' });
    expect(within(comparison).getByRole('heading', { name: /Changes from November 2, 2026/ })).toBeInTheDocument();
    expect(comparison.querySelector('del')).toHaveTextContent('first');
    expect(comparison.querySelector('ins')).toHaveTextContent('final');
    expect(within(comparison).getByText('Second title')).toBeInTheDocument();
  });

  it('compares the two versions chosen', async () => {
    const user = renderHistory([listed([third, second, first])]);
    await screen.findByRole('region', { name: 'Versions' });
    await user.click(screen.getByRole('checkbox', { name: /Compare the version of November 2, 2026/ }));
    await user.click(screen.getByRole('checkbox', { name: /Compare the version of November 1, 2026/ }));
    const comparison = screen.getByRole('region', { name: 'Comparison' });
    expect(
      within(comparison).getByRole('heading', { name: /Changes from November 1, 2026.* to November 2, 2026/ }),
    ).toBeInTheDocument();
    expect(within(comparison).getByText('First title')).toBeInTheDocument();
    // Their content is the same: only the title differs.
    expect(within(comparison).queryByRole('heading', { name: 'Content' })).not.toBeInTheDocument();
  });

  it('restores a version after confirmation, and shows the new version at the top', async () => {
    const user = renderHistory([
      listed([third, second, first]),
      {
        request: { query: AdminRestoreRevisionDocument, variables: { id: 'r1' } },
        result: { data: { restoreRevision: restored } },
      },
      listed([restored, third, second, first]),
    ]);
    await user.click(await screen.findByRole('button', { name: /Restore the version of November 1, 2026/ }));
    const confirmDialog = screen.getByText(RESTORE_CONFIRM).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirmDialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored successfully!')).toBeInTheDocument();
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(await within(versions).findByText(/Restored by admin \(current\)/)).toBeInTheDocument();
  });
});
