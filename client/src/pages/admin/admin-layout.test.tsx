import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../shared/auth-token';
import { siteConfig } from '../../shared/site-config';
import { buildAdmin, profileMock } from '../../features/admin-auth/admin-auth.fixtures';
import { AdminLogoutDocument } from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminLayout } from './admin-layout';
import { AdminRoot } from './admin-root';

const logoutMock: MockLink.MockedResponse = {
  request: { query: AdminLogoutDocument },
  result: { data: { logout: { __typename: 'AuthMessagePayload', success: true, message: 'Logged out successfully' } } },
};

function renderAdmin({ route = '/admin', mocks = [] as MockLink.MockedResponse[] } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <Routes>
        <Route element={<AdminRoot />}>
          <Route path="/admin-login" element={<h1>Login page</h1>} />
          <Route path="/admin" element={<AdminLayout />}>
            <Route index element={<p>Founders content</p>} />
            <Route path="founders" element={<p>Founders content</p>} />
            <Route path="team" element={<p>Team content</p>} />
            <Route path="contacts" element={<p>Contacts content</p>} />
            <Route path="blog" element={<p>Blog content</p>} />
          </Route>
        </Route>
      </Routes>
    </>,
    { route, mocks },
  );
  return { user };
}

function signedIn(admin = buildAdmin(), delay = 0) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
  return [profileMock(admin, { delay }), logoutMock];
}

/** jsdom applies no media queries, so the wide-screen sidebar reads as the closed phone drawer (display: none). */
const HIDDEN = { hidden: true } as const;

const TABS = ['Founders', 'Team', 'Services', 'Projects', 'Products', 'Blog', 'Contacts', 'Partners'];

describe('AdminLayout', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
  });

  it('shows an author only their tabs, leads /admin to the blog, and says a section is not theirs', async () => {
    renderAdmin({ mocks: signedIn(buildAdmin({ username: 'arthur', role: 'author' })) });
    expect(await screen.findByText('Blog content')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections', ...HIDDEN });
    expect(
      within(nav)
        .getAllByRole('link', HIDDEN)
        .map((link) => link.textContent),
    ).toEqual(['Blog']);
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('answers a section above the role with a clear message, not its screen', async () => {
    renderAdmin({ route: '/admin/contacts', mocks: signedIn(buildAdmin({ username: 'arthur', role: 'author' })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this');
    expect(screen.queryByText('Contacts content')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your work' })).toHaveAttribute('href', '/admin/blog');
  });

  it('sends a visitor without a session to /admin-login', async () => {
    renderAdmin({ route: '/admin/team' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByText('Team content')).not.toBeInTheDocument();
  });

  it('shows a loading spinner while the session is checked, then the page', async () => {
    renderAdmin({ mocks: signedIn(buildAdmin(), 50) });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByText('Founders content')).not.toBeInTheDocument();

    expect(await screen.findByText('Founders content')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session...')).not.toBeInTheDocument();
  });

  it("titles the header 'Admin Dashboard' with the admin's username and role", async () => {
    renderAdmin({ mocks: signedIn(buildAdmin({ username: 'ayesha', role: 'editor' })) });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(within(header).getByText('ayesha')).toBeInTheDocument();
    expect(within(header).getByText('editor')).toBeInTheDocument();
    expect(document.title).toBe(`Admin Dashboard | ${siteConfig.companyName}`);
  });

  it("falls back to 'Admin' and 'admin' when the profile has no username or role", async () => {
    renderAdmin({ mocks: signedIn(buildAdmin({ username: '', role: '' })) });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Admin')).toBeInTheDocument();
    expect(within(header).getByText('admin')).toBeInTheDocument();
  });

  it("lists SPEC's eight tabs first, in order, with Founders active on /admin", async () => {
    renderAdmin({ mocks: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections', ...HIDDEN });
    // A section added beyond SPEC (a new entity's tab) comes after these; the eight stay as SPEC names them.
    const links = within(nav).getAllByRole('link', HIDDEN).slice(0, TABS.length);

    expect(links.map((link) => link.textContent)).toEqual(TABS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(TABS.map((tab) => `/admin/${tab.toLowerCase()}`));
    expect(within(nav).getByRole('link', { name: 'Founders', ...HIDDEN })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks the chosen tab and shows its page', async () => {
    const { user } = renderAdmin({ route: '/admin/team', mocks: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections', ...HIDDEN });
    const tab = (name: string) => within(nav).getByRole('link', { name, ...HIDDEN });
    expect(tab('Team')).toHaveAttribute('aria-current', 'page');

    await user.click(tab('Contacts'));

    expect(await screen.findByText('Contacts content')).toBeInTheDocument();
    expect(tab('Contacts')).toHaveAttribute('aria-current', 'page');
    expect(tab('Team')).not.toHaveAttribute('aria-current');
  });

  it('opens the sidebar from the menu button on small screens and closes it when a tab is chosen', async () => {
    const { user } = renderAdmin({ mocks: signedIn() });
    const menu = await screen.findByRole('button', { name: 'Open menu' });
    const sidebar = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('data-open', 'false');

    await user.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-open', 'true');

    await user.click(within(sidebar).getByRole('link', { name: 'Team' }));
    expect(await screen.findByText('Team content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('data-open', 'false');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(sidebar).toHaveAttribute('data-open', 'false');
  });

  it("logs out: clears the token, toasts 'Logged out successfully' and goes to /admin-login", async () => {
    const { user } = renderAdmin({ mocks: signedIn() });
    await screen.findByText('Founders content');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
  });

  it('opens the change password dialog from the header', async () => {
    const { user } = renderAdmin({ mocks: signedIn() });
    await screen.findByText('Founders content');

    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
