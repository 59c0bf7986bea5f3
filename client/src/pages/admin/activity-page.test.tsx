import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../shared/auth-token';
import { buildAdmin, profileMock } from '../../features/admin-auth/admin-auth.fixtures';
import { ACTIVITY_PAGE_SIZE } from '../../features/activity-log/components/activity-log-list';
import {
  AdminActivityLogDocument,
  AdminActivityLogEntityTypesDocument,
  type AdminActivityLogQuery,
} from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ActivityPage } from './activity-page';
import { AdminLayout } from './admin-layout';
import { AdminRoot } from './admin-root';

type Entry = AdminActivityLogQuery['activityLog'][number];

let sequence = 0;
/** An entry as the server sends it (with __typename, as the cache expects). */
function buildEntry(overrides: Partial<Entry> = {}) {
  sequence += 1;
  return {
    __typename: 'ActivityLogEntry' as const,
    id: `e${sequence}`,
    createdAt: '2026-11-21T12:30:00.000Z',
    adminUsername: 'ayesha',
    action: 'CREATE' as Entry['action'],
    entityType: 'Product',
    recordId: `r${sequence}`,
    recordLabel: `Record ${sequence}`,
    ipAddress: '203.0.113.7',
    changes: [],
    ...overrides,
  };
}

function change(field: string, oldValue: string | null, newValue: string | null) {
  return { __typename: 'ActivityFieldChange' as const, field, oldValue, newValue };
}

function logMock(entries: Entry[], variables: Record<string, unknown> = {}, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: AdminActivityLogDocument, variables: { take: ACTIVITY_PAGE_SIZE, entityType: null, ...variables } },
    delay,
    result: { data: { activityLog: entries } },
  };
}

function typesMock(types = ['BlogPost', 'Product']): MockLink.MockedResponse {
  return { request: { query: AdminActivityLogEntityTypesDocument }, result: { data: { activityLogEntityTypes: types } } };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <ActivityPage />
    </>,
    { mocks, route: '/admin/activity' },
  );
  return { user };
}

/** The entries' own items (each entry also lists its changed fields). */
const entries = () => Array.from(screen.getByRole('list', { name: 'Activity entries' }).children) as HTMLElement[];

describe('ActivityPage', () => {
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
  });

  it("shows 'Loading activity...', then each entry: time, who, action, record type and label, changed fields", async () => {
    const update = buildEntry({
      action: 'UPDATE',
      entityType: 'BlogPost',
      recordLabel: 'Shipping AI',
      changes: [change('published', 'false', 'true'), change('subtitle', '', 'Lessons'), change('content', null, null)],
    });
    const password = buildEntry({
      action: 'PASSWORD_CHANGE',
      entityType: 'Admin',
      recordLabel: 'ayesha',
      createdAt: '2026-11-20T12:00:00.000Z',
    });
    renderPage([logMock([update, password], {}, 30), typesMock()]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading activity...');

    expect(await screen.findByRole('heading', { name: 'Activity Log' })).toBeInTheDocument();
    const [first, second] = await waitFor(() => entries());
    expect(screen.queryByText('Loading activity...')).not.toBeInTheDocument();

    expect(within(first).getByText(/^Nov 21, 2026/)).toHaveAttribute('datetime', update.createdAt);
    expect(within(first).getByText('ayesha')).toBeInTheDocument();
    expect(within(first).getByText('from 203.0.113.7')).toBeInTheDocument();
    expect(within(first).getByText('Updated')).toBeInTheDocument();
    expect(within(first).getByText('Blog post')).toBeInTheDocument();
    expect(within(first).getByText('Shipping AI')).toBeInTheDocument();
    const changes = within(within(first).getByRole('list', { name: 'Changed fields' })).getAllByRole('listitem');
    expect(changes.map((change) => change.textContent)).toEqual([
      'Published: false →  changed to true',
      'Subtitle: (empty) →  changed to Lessons',
      // Not recorded (long text or a secret): the name only.
      'Content',
    ]);

    expect(within(second).getByText('Changed password')).toBeInTheDocument();
    expect(within(second).getByText('Admin account')).toBeInTheDocument();
    expect(within(second).queryByRole('list', { name: 'Changed fields' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'No activity yet' when the log is empty", async () => {
    renderPage([logMock([]), typesMock([])]);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('logs a load error, toasts it and shows the empty log', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([
      {
        request: { query: AdminActivityLogDocument, variables: { take: ACTIVITY_PAGE_SIZE, entityType: null } },
        error: new Error('Network down'),
      },
      typesMock(),
    ]);
    expect(await screen.findByText('Error loading activity. Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the activity log:', expect.objectContaining({ message: 'Network down' }));
  });

  it('filters by record type, with the types the log has', async () => {
    const product = buildEntry({ entityType: 'Product', recordLabel: 'Helpdesk AI' });
    const post = buildEntry({ entityType: 'BlogPost', recordLabel: 'Shipping AI', action: 'DELETE' });
    const { user } = renderPage([
      logMock([post, product]),
      typesMock(['BlogPost', 'Product', 'CaseStudy']),
      logMock([post], { entityType: 'BlogPost' }),
      logMock([], { entityType: 'CaseStudy' }),
    ]);
    await screen.findByText('Helpdesk AI');
    const filter = screen.getByRole('combobox', { name: 'Record type' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All records', 'Blog post', 'Product', 'Case study']),
    );

    await user.selectOptions(filter, 'Blog post');
    await waitFor(() => expect(screen.queryByText('Helpdesk AI')).not.toBeInTheDocument());
    expect(screen.getByText('Shipping AI')).toBeInTheDocument();
    expect(entries()).toHaveLength(1);

    await user.selectOptions(filter, 'Case study');
    expect(await screen.findByText('No activity for this record type')).toBeInTheDocument();
  });

  it("pages with 'Load more' until the log runs out", async () => {
    const firstPage = Array.from({ length: ACTIVITY_PAGE_SIZE }, () => buildEntry());
    const lastPage = [buildEntry({ recordLabel: 'The oldest one' })];
    const { user } = renderPage([logMock(firstPage), typesMock(), logMock(lastPage, { skip: ACTIVITY_PAGE_SIZE }, 30)]);
    await waitFor(() => expect(entries()).toHaveLength(ACTIVITY_PAGE_SIZE));

    const more = screen.getByRole('button', { name: 'Load more' });
    await user.click(more);
    expect(more).toBeDisabled();

    expect(await screen.findByText('The oldest one')).toBeInTheDocument();
    expect(entries()).toHaveLength(ACTIVITY_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('is linked from the admin header by name, not from the sidebar', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route element={<AdminRoot />}>
          <Route path="/admin" element={<AdminLayout />}>
            <Route index element={<p>Founders content</p>} />
            <Route path="activity" element={<p>Activity content</p>} />
          </Route>
        </Route>
      </Routes>,
      { route: '/admin', mocks: [profileMock(buildAdmin())] },
    );
    const header = await screen.findByRole('banner');
    const link = within(header).getByRole('link', { name: 'Activity' });
    expect(link).toHaveAttribute('href', '/admin/activity');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections', hidden: true })).queryByRole('link', {
        name: 'Activity',
        hidden: true,
      }),
    ).toBeNull();

    await user.click(link);
    expect(await screen.findByText('Activity content')).toBeInTheDocument();
    window.localStorage.clear();
  });
});
