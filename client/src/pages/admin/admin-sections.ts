import type { IconType } from 'react-icons';
import {
  FiAward,
  FiBarChart2,
  FiBox,
  FiBriefcase,
  FiCornerUpRight,
  FiUserCheck,
  FiFileText,
  FiKey,
  FiLayers,
  FiMail,
  FiSettings,
  FiStar,
  FiTrash2,
  FiUsers,
  FiZap,
} from 'react-icons/fi';
import { OWNER, roleAtLeast, type Role } from '@field-rules';
import { isInSection, withoutTrailingSlash } from '../../shared/section-path';
import type * as AdminChunk from '.';

/** A screen of the admin chunk (pages/admin/index.ts), by its export's name: routes.tsx loads it lazily. */
export type AdminScreen = keyof typeof AdminChunk;

/**
 * One back-office section, declared once: its address under /admin, its sidebar tab (none for the sections the
 * header's menu opens) and its screens, keyed by their path inside the section ('' is the section's own page).
 */
export interface AdminSection {
  path: string;
  tab?: { label: string; icon: IconType; group: 'content' | 'site' };
  screens: Readonly<Record<string, AdminScreen>>;
  /** The least role that may open it (docs/decisions/065-roles.md); any signed-in account when unset. */
  least?: Role;
}

/** Every section, the content tabs in SPEC §2's order, then the site's own settings, then the header's pages. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'founders',
    tab: { label: 'Founders', icon: FiStar, group: 'content' },
    screens: { '': 'FoundersAdminPage' },
    least: 'editor',
  },
  { path: 'team', tab: { label: 'Team', icon: FiUsers, group: 'content' }, screens: { '': 'TeamAdminPage' }, least: 'editor' },
  {
    path: 'services',
    tab: { label: 'Services', icon: FiLayers, group: 'content' },
    screens: { '': 'ServicesAdminPage' },
    least: 'editor',
  },
  {
    path: 'projects',
    tab: { label: 'Projects', icon: FiBriefcase, group: 'content' },
    screens: { '': 'ProjectsAdminPage' },
    least: 'editor',
  },
  {
    path: 'products',
    tab: { label: 'Products', icon: FiBox, group: 'content' },
    screens: { '': 'ProductsAdminPage', add: 'ProductAddPage', ':id': 'ProductDetailsPage', ':id/edit': 'ProductEditPage' },
    least: 'editor',
  },
  { path: 'blog', tab: { label: 'Blog', icon: FiFileText, group: 'content' }, screens: { '': 'BlogAdminPage' } },
  {
    path: 'contacts',
    tab: { label: 'Contacts', icon: FiMail, group: 'content' },
    screens: { '': 'ContactsAdminPage' },
    least: 'editor',
  },
  {
    path: 'partners',
    tab: { label: 'Partners', icon: FiAward, group: 'content' },
    screens: { '': 'PartnersAdminPage' },
    least: 'editor',
  },
  // The Dashboard (issue 31): the site's figures at a glance. SPEC §2 keeps /admin itself for the founders.
  {
    path: 'overview',
    tab: { label: 'Dashboard', icon: FiBarChart2, group: 'site' },
    screens: { '': 'DashboardPage' },
    least: 'editor',
  },
  {
    path: 'settings',
    tab: { label: 'Settings', icon: FiSettings, group: 'site' },
    screens: { '': 'SettingsAdminPage' },
    least: OWNER,
  },
  {
    path: 'accounts',
    tab: { label: 'Accounts', icon: FiUserCheck, group: 'site' },
    screens: { '': 'AccountsAdminPage' },
    least: OWNER,
  },
  {
    path: 'api-tokens',
    tab: { label: 'API tokens', icon: FiKey, group: 'site' },
    screens: { '': 'ApiTokensAdminPage' },
    least: OWNER,
  },
  {
    path: 'redirects',
    tab: { label: 'Redirects', icon: FiCornerUpRight, group: 'site' },
    screens: { '': 'RedirectsAdminPage' },
    least: 'editor',
  },
  { path: 'trash', tab: { label: 'Trash', icon: FiTrash2, group: 'site' }, screens: { '': 'TrashAdminPage' }, least: 'editor' },
  {
    path: 'webhooks',
    tab: { label: 'Webhooks', icon: FiZap, group: 'site' },
    screens: { '': 'WebhooksAdminPage' },
    least: OWNER,
  },
  { path: 'activity', screens: { '': 'ActivityPage' }, least: 'editor' },
  { path: 'security', screens: { '': 'SecurityPage' } },
];

/** The admin home (/admin) shows this section. */
export const ADMIN_HOME_SECTION = 'founders';

export interface AdminTab {
  to: string;
  label: string;
  icon: IconType;
  least?: Role;
}

const tabsOf = (group: 'content' | 'site'): readonly AdminTab[] =>
  ADMIN_SECTIONS.flatMap(({ path, tab, least }) =>
    tab?.group === group ? [{ to: `/admin/${path}`, label: tab.label, icon: tab.icon, least }] : [],
  );

/** SPEC §2: the admin sidebar's tabs, in this order. */
export const ADMIN_TABS = tabsOf('content');

/** Below SPEC's eight, in a group of their own: the site's settings (company details, home hero). */
export const SITE_TABS = tabsOf('site');

/** Whether an account with `role` may open a section (or follow a tab) that needs `least`. */
export const mayOpen = (least: Role | undefined, role: string | undefined): boolean => !least || roleAtLeast(role, least);

/** The section a path of the admin area is in ('' for /admin itself, the home section's page). */
export function sectionAt(pathname: string): AdminSection | undefined {
  const path = withoutTrailingSlash(pathname);
  if (path === '/admin') return ADMIN_SECTIONS.find((section) => section.path === ADMIN_HOME_SECTION);
  return ADMIN_SECTIONS.find((section) => isInSection(`/admin/${section.path}`, path));
}

/** Where an account lands when the home section is not theirs: an author's is the blog. */
export const homeFor = (role: string | undefined): string =>
  `/admin/${ADMIN_SECTIONS.find((section) => section.tab && mayOpen(section.least, role))?.path ?? 'security'}`;

/** A tab is current on its section's pages; the home section's also on /admin itself. */
export function isTabActive(to: string, pathname: string): boolean {
  if (to === `/admin/${ADMIN_HOME_SECTION}` && withoutTrailingSlash(pathname) === '/admin') return true;
  return isInSection(to, pathname);
}
