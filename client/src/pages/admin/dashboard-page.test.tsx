import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { AdminDashboardDocument, type AdminDashboardQuery } from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DashboardPage } from './dashboard-page';

// jsdom draws no canvas: the chart chunk stands in as its described image (the figures are the page's own tables).
jest.mock('./dashboard-charts', () => ({
  __esModule: true,
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

type Dashboard = AdminDashboardQuery['dashboard'];

function days(count: number, views: (index: number) => number): Dashboard['daily'] {
  return Array.from({ length: count }, (_, index) => ({
    __typename: 'DashboardDay' as const,
    day: new Date(Date.UTC(2026, 10, 28 - (count - 1) + index)).toISOString().slice(0, 10),
    views: views(index),
    visitors: Math.min(views(index), 3),
  }));
}

function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const count = (key: string, views: number, visitors: number) => ({
    __typename: 'DashboardCount' as const,
    key,
    views,
    visitors,
  });
  return {
    days: 30,
    countingEnabled: true,
    views: 10,
    visitors: 3,
    contactVisitors: 1,
    conversionRate: 1 / 3,
    daily: days(30, (index) => (index === 29 ? 10 : 0)),
    topPages: [count('/', 7, 3), count('/about', 3, 2)],
    topReferrers: [count('news.example.org', 4, 2)],
    devices: [count('desktop', 8, 2), count('mobile', 2, 1)],
    contactsPerWeek: [
      { week: '2026-11-16', messages: 2 },
      { week: '2026-11-23', messages: 1 },
    ],
    unreadMessages: 4,
    drafts: 2,
    scheduledPosts: 1,
    recentActivity: [
      {
        id: 'a1',
        createdAt: '2026-11-28T09:00:00.000Z',
        adminUsername: 'ayesha',
        action: 'UPDATE',
        entityType: 'BlogPost',
        recordLabel: 'Launch notes',
      },
    ],
    ...overrides,
  };
}

const mockOf = (dashboard: Dashboard, variables = { days: 30 }): MockLink.MockedResponse => ({
  request: { query: AdminDashboardDocument, variables },
  result: { data: { dashboard } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <DashboardPage />
    </>,
    { route: '/admin/overview', mocks },
  );
  return { user };
}

describe('DashboardPage', () => {
  afterEach(() => act(() => toast.remove()));

  it('shows the loading state, then the figures, each chart with its table and the cards at a glance', async () => {
    renderPage([mockOf(buildDashboard())]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');

    const visits = await screen.findByRole('img', {
      name: /views and visitors per day over the last 30 days: 10 views, 3 visitors/,
    });
    expect(visits).toBeInTheDocument();
    // The text alternative: every day's figures in a table.
    const table = screen.getByRole('table', { name: 'Views and visitors per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'Nov 28' }).closest('tr')).toHaveTextContent('Nov 28103');
    expect(screen.getByRole('table', { name: 'Views per page' })).toHaveTextContent('/73/about32');
    expect(screen.getByRole('table', { name: 'Views per referring site' })).toHaveTextContent('news.example.org42');
    expect(screen.getByRole('table', { name: 'Contact messages per week (week starting)' })).toHaveTextContent('Nov 162Nov 231');
    expect(screen.getByText('33.3% of visitors sent a message (1 of 3).')).toBeInTheDocument();

    const glance = screen.getByRole('navigation', { name: 'At a glance' });
    expect(within(glance).getByRole('link', { name: /4 Unread messages/ })).toHaveAttribute('href', '/admin/contacts');
    expect(within(glance).getByRole('link', { name: /2 Drafts/ })).toHaveAttribute('href', '/admin/blog');
    expect(within(glance).getByRole('link', { name: /1 Scheduled posts/ })).toHaveAttribute('href', '/admin/blog');
    expect(screen.getByRole('link', { name: 'All activity' })).toHaveAttribute('href', '/admin/activity');
    expect(screen.getByText('Launch notes')).toBeInTheDocument();
  });

  it("says 'No visits yet' without visits, and that counting is off when it is", async () => {
    renderPage([
      mockOf(
        buildDashboard({
          views: 0,
          visitors: 0,
          contactVisitors: 0,
          conversionRate: 0,
          countingEnabled: false,
          daily: days(30, () => 0),
          topPages: [],
          topReferrers: [],
          devices: [],
          recentActivity: [],
        }),
      ),
    ]);
    expect(await screen.findAllByText('No visits yet')).toHaveLength(2);
    expect(screen.getByText('No referring sites yet')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Counting is off');
    expect(screen.queryByRole('table', { name: 'Views and visitors per day' })).not.toBeInTheDocument();
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
  });

  it('tells an error in the page and once in a toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([{ request: { query: AdminDashboardDocument, variables: { days: 30 } }, error: new Error('network down') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the dashboard. Please refresh the page.');
    expect(screen.getAllByText('Error loading the dashboard. Please refresh the page.')).toHaveLength(2);
  });

  it('asks for another period', async () => {
    const { user } = renderPage([
      mockOf(buildDashboard()),
      mockOf(buildDashboard({ days: 7, views: 5, daily: days(7, () => 1) }), { days: 7 }),
    ]);
    await screen.findByRole('table', { name: 'Views and visitors per day' });
    const period = screen.getByRole('combobox', { name: 'Period' });
    await user.selectOptions(period, 'Last 7 days');
    expect(await screen.findByRole('img', { name: /over the last 7 days: 5 views/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Views and visitors per day' })).getAllByRole('row')).toHaveLength(8);
  });
});
