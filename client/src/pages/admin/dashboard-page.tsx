import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { FiActivity, FiBarChart2, FiClock, FiFileText, FiMail } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AdminFilterHead,
  AdminListEmpty,
  AdminListFilter,
  AdminListIntro,
  AdminListLoading,
} from '../../components/admin/admin-grid';
import { Spinner } from '../../components/ui/button';
import { VisuallyHidden } from '../../components/ui/layout-primitives';
import { AdminDashboardDocument, type AdminDashboardQuery } from '../../gql-admin/graphql';
import { theme } from '../../shared/theme';
import type { DashboardChartProps } from './dashboard-charts';

/** Chart.js comes with this chunk only, when the Dashboard has figures to draw. */
const DashboardChart = lazy(() => import('./dashboard-charts'));

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  intro: 'Visits counted without cookies or personal data; visitors who ask not to be tracked are left out.',
  period: 'Period',
  loading: 'Loading dashboard...',
  loadFailed: 'Error loading the dashboard. Please refresh the page.',
  noVisits: 'No visits yet',
  countingOff: 'Counting is off (ANALYTICS=off): no visits are being counted.',
  chartLoading: 'Loading chart...',
} as const;

const PERIODS = [7, 30, 90] as const;

type DashboardData = AdminDashboardQuery['dashboard'];

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/**
 * The Dashboard of editors and owners (issue 31; /admin/overview, as SPEC §2 keeps /admin for the founders): visitors and views per day, top
 * pages and referrers, contact messages per week and the share of visitors who send one, and at a glance the unread
 * messages, drafts, scheduled posts and the latest activity. Each chart has its figures in a table for screen readers.
 */
export function DashboardPage() {
  const periodId = useId();
  const [days, setDays] = useState<number>(30);
  // Visits come in all the time: each visit asks the server again.
  const { data, loading, error } = useQuery(AdminDashboardDocument, { variables: { days }, fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (!error) return;
    console.error('Failed to load the dashboard:', error);
    toast.error(DASHBOARD_TEXTS.loadFailed, { id: 'dashboard-load-error' });
  }, [error]);

  const dashboard = data?.dashboard;
  return (
    <section aria-labelledby="dashboard-title">
      <AdminFilterHead>
        <div>
          <h2 id="dashboard-title">{DASHBOARD_TEXTS.title}</h2>
          <AdminListIntro>{DASHBOARD_TEXTS.intro}</AdminListIntro>
        </div>
        <AdminListFilter>
          <label htmlFor={periodId}>{DASHBOARD_TEXTS.period}</label>
          <select id={periodId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </select>
        </AdminListFilter>
      </AdminFilterHead>
      {!dashboard ? (
        loading ? (
          <AdminListLoading role="status">
            <Spinner aria-hidden /> {DASHBOARD_TEXTS.loading}
          </AdminListLoading>
        ) : (
          <ErrorState role="alert">{DASHBOARD_TEXTS.loadFailed}</ErrorState>
        )
      ) : (
        <DashboardBody dashboard={dashboard} />
      )}
    </section>
  );
}

function DashboardBody({ dashboard }: { dashboard: DashboardData }) {
  const hasVisits = dashboard.views > 0;
  const labels = dashboard.daily.map((day) => dayLabel(day.day));
  return (
    <Layout>
      <Glance aria-label="At a glance">
        <GlanceCard
          to="/admin/contacts"
          icon={<FiMail aria-hidden />}
          figure={dashboard.unreadMessages}
          label="Unread messages"
        />
        <GlanceCard to="/admin/blog" icon={<FiFileText aria-hidden />} figure={dashboard.drafts} label="Drafts" />
        <GlanceCard to="/admin/blog" icon={<FiClock aria-hidden />} figure={dashboard.scheduledPosts} label="Scheduled posts" />
      </Glance>

      <Totals aria-label={`Last ${dashboard.days} days`}>
        <Total>
          <dt>Views</dt>
          <dd>{dashboard.views}</dd>
        </Total>
        <Total>
          <dt>Visitors</dt>
          <dd>{dashboard.visitors}</dd>
        </Total>
        <Total>
          <dt>Visits that send a message</dt>
          <dd>{percent.format(dashboard.conversionRate)}</dd>
        </Total>
      </Totals>

      {!dashboard.countingEnabled && <Notice role="note">{DASHBOARD_TEXTS.countingOff}</Notice>}

      <Panels>
        <Panel $wide aria-labelledby="visits-title">
          <h3 id="visits-title">Visitors and views per day</h3>
          {hasVisits ? (
            <ChartWithTable
              chart={{
                kind: 'line',
                labels,
                series: [
                  { label: 'Views', values: dashboard.daily.map((day) => day.views), color: 'primary' },
                  { label: 'Visitors', values: dashboard.daily.map((day) => day.visitors), color: 'accent' },
                ],
                summary: `Line chart of views and visitors per day over the last ${dashboard.days} days: ${dashboard.views} views, ${dashboard.visitors} visitors.`,
              }}
              caption="Views and visitors per day"
              head={['Day', 'Views', 'Visitors']}
              rows={dashboard.daily.map((day) => [dayLabel(day.day), day.views, day.visitors])}
            />
          ) : (
            <Empty>
              <FiBarChart2 aria-hidden size={32} />
              <p>{DASHBOARD_TEXTS.noVisits}</p>
            </Empty>
          )}
        </Panel>

        <Panel aria-labelledby="pages-title">
          <h3 id="pages-title">Top pages</h3>
          <TopList items={dashboard.topPages} what="page" caption="Views per page" chartColor="primary" />
        </Panel>

        <Panel aria-labelledby="referrers-title">
          <h3 id="referrers-title">Top referrers</h3>
          <TopList items={dashboard.topReferrers} what="referrer" caption="Views per referring site" chartColor="accent" />
        </Panel>

        <Panel aria-labelledby="messages-title">
          <h3 id="messages-title">Contact messages per week</h3>
          <ChartWithTable
            chart={{
              kind: 'bar',
              labels: dashboard.contactsPerWeek.map((week) => dayLabel(week.week)),
              series: [{ label: 'Messages', values: dashboard.contactsPerWeek.map((week) => week.messages), color: 'success' }],
              summary: `Bar chart of contact messages per week: ${dashboard.contactsPerWeek.reduce((sum, week) => sum + week.messages, 0)} in ${dashboard.contactsPerWeek.length} weeks.`,
            }}
            caption="Contact messages per week (week starting)"
            head={['Week of', 'Messages']}
            rows={dashboard.contactsPerWeek.map((week) => [dayLabel(week.week), week.messages])}
          />
          <Note>
            {percent.format(dashboard.conversionRate)} of visitors sent a message ({dashboard.contactVisitors} of{' '}
            {dashboard.visitors}).
          </Note>
        </Panel>

        <Panel aria-labelledby="activity-title">
          <PanelHead>
            <h3 id="activity-title">Recent activity</h3>
            <Link to="/admin/activity">All activity</Link>
          </PanelHead>
          {dashboard.recentActivity.length === 0 ? (
            <Muted>
              <FiActivity aria-hidden /> No activity yet
            </Muted>
          ) : (
            <Activity>
              {dashboard.recentActivity.map((entry) => (
                <li key={entry.id}>
                  <strong>{entry.adminUsername}</strong> {entry.action.toLowerCase().replace(/_/g, ' ')}{' '}
                  {entry.entityType.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}
                  {entry.recordLabel && <em> {entry.recordLabel}</em>}
                  <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
                </li>
              ))}
            </Activity>
          )}
        </Panel>
      </Panels>
    </Layout>
  );
}

function GlanceCard({ to, icon, figure, label }: { to: string; icon: ReactNode; figure: number; label: string }) {
  return (
    <CardLink to={to}>
      {icon}
      <strong>{figure}</strong>
      <span>{label}</span>
    </CardLink>
  );
}

/** A top list as a horizontal bar chart, with its figures in a table (or 'No visits yet'). */
function TopList({
  items,
  what,
  caption,
  chartColor,
}: {
  items: DashboardData['topPages'];
  what: string;
  caption: string;
  chartColor: 'primary' | 'accent';
}) {
  if (items.length === 0) return <Muted>{what === 'referrer' ? 'No referring sites yet' : DASHBOARD_TEXTS.noVisits}</Muted>;
  return (
    <ChartWithTable
      chart={{
        kind: 'horizontal-bar',
        labels: items.map((item) => item.key),
        series: [{ label: 'Views', values: items.map((item) => item.views), color: chartColor }],
        summary: `Bar chart of views per ${what}: ${items.map((item) => `${item.key} ${item.views}`).join(', ')}.`,
      }}
      caption={caption}
      head={[what === 'page' ? 'Page' : 'Site', 'Views', 'Visitors']}
      rows={items.map((item) => [item.key, item.views, item.visitors])}
    />
  );
}

/** A chart (its own lazy chunk) and, for screen readers, a table of the same figures. */
function ChartWithTable({
  chart,
  caption,
  head,
  rows,
}: {
  chart: DashboardChartProps;
  caption: string;
  head: string[];
  rows: Array<Array<string | number>>;
}) {
  return (
    <>
      <ChartBox $kind={chart.kind} $bars={chart.labels.length}>
        <Suspense fallback={<Muted role="status">{DASHBOARD_TEXTS.chartLoading}</Muted>}>
          <DashboardChart {...chart} />
        </Suspense>
      </ChartBox>
      <VisuallyHidden as="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(5)};
`;

const Glance = styled.nav`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const CardLink = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  text-decoration: none;
  box-shadow: ${theme.shadow.card};
  transition: border-color ${theme.transition};
  svg {
    grid-row: span 2;
    font-size: 1.5rem;
    color: ${theme.colors.primary};
  }
  strong {
    font-size: 1.5rem;
    line-height: 1.2;
  }
  span {
    color: ${theme.colors.muted};
  }
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Totals = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  margin: 0;
`;

const Total = styled.div`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  dt {
    color: ${theme.colors.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

const Panels = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Panel = styled.section<{ $wide?: boolean }>`
  min-width: 0;
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.card};
  ${theme.media.lg} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
  h3 {
    font-size: 1.1rem;
    margin-bottom: ${theme.space(3)};
  }
`;

const PanelHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space(2)};
  a {
    color: ${theme.colors.primary};
  }
`;

const ChartBox = styled.div<{ $kind: DashboardChartProps['kind']; $bars: number }>`
  position: relative;
  height: ${({ $kind, $bars }) => ($kind === 'horizontal-bar' ? `${Math.max(140, $bars * 32 + 40)}px` : '260px')};
  canvas {
    max-width: 100%;
  }
`;

const Empty = styled(AdminListEmpty)`
  padding: ${theme.space(8)} ${theme.space(4)};
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
`;

const Note = styled.p`
  margin-top: ${theme.space(3)};
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Notice = styled.p`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
`;

const ErrorState = styled.p`
  padding: ${theme.space(10)} 0;
  text-align: center;
  color: ${theme.colors.danger};
`;

const Activity = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space(1)};
    padding-bottom: ${theme.space(2)};
    border-bottom: 1px solid ${theme.colors.border};
  }
  time {
    margin-left: auto;
    color: ${theme.colors.muted};
    font-size: 0.85rem;
  }
`;
