import type { IconType } from 'react-icons';
import {
  FiAward,
  FiBox,
  FiBriefcase,
  FiCornerUpRight,
  FiFileText,
  FiLayers,
  FiMail,
  FiSettings,
  FiStar,
  FiTrash2,
  FiUsers,
} from 'react-icons/fi';
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
}

/** Every section, the content tabs in SPEC §2's order, then the site's own settings, then the header's pages. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'founders', tab: { label: 'Founders', icon: FiStar, group: 'content' }, screens: { '': 'FoundersAdminPage' } },
  { path: 'team', tab: { label: 'Team', icon: FiUsers, group: 'content' }, screens: { '': 'TeamAdminPage' } },
  { path: 'services', tab: { label: 'Services', icon: FiLayers, group: 'content' }, screens: { '': 'ServicesAdminPage' } },
  { path: 'projects', tab: { label: 'Projects', icon: FiBriefcase, group: 'content' }, screens: { '': 'ProjectsAdminPage' } },
  {
    path: 'products',
    tab: { label: 'Products', icon: FiBox, group: 'content' },
    screens: { '': 'ProductsAdminPage', add: 'ProductAddPage', ':id': 'ProductDetailsPage', ':id/edit': 'ProductEditPage' },
  },
  { path: 'blog', tab: { label: 'Blog', icon: FiFileText, group: 'content' }, screens: { '': 'BlogAdminPage' } },
  { path: 'contacts', tab: { label: 'Contacts', icon: FiMail, group: 'content' }, screens: { '': 'ContactsAdminPage' } },
  { path: 'partners', tab: { label: 'Partners', icon: FiAward, group: 'content' }, screens: { '': 'PartnersAdminPage' } },
  { path: 'settings', tab: { label: 'Settings', icon: FiSettings, group: 'site' }, screens: { '': 'SettingsAdminPage' } },
  { path: 'redirects', tab: { label: 'Redirects', icon: FiCornerUpRight, group: 'site' }, screens: { '': 'RedirectsAdminPage' } },
  { path: 'trash', tab: { label: 'Trash', icon: FiTrash2, group: 'site' }, screens: { '': 'TrashAdminPage' } },
  { path: 'activity', screens: { '': 'ActivityPage' } },
  { path: 'security', screens: { '': 'SecurityPage' } },
];

/** The admin home (/admin) shows this section. */
export const ADMIN_HOME_SECTION = 'founders';

export interface AdminTab {
  to: string;
  label: string;
  icon: IconType;
}

const tabsOf = (group: 'content' | 'site'): readonly AdminTab[] =>
  ADMIN_SECTIONS.flatMap(({ path, tab }) =>
    tab?.group === group ? [{ to: `/admin/${path}`, label: tab.label, icon: tab.icon }] : [],
  );

/** SPEC §2: the admin sidebar's tabs, in this order. */
export const ADMIN_TABS = tabsOf('content');

/** Below SPEC's eight, in a group of their own: the site's settings (company details, home hero). */
export const SITE_TABS = tabsOf('site');

/** A tab is current on its section's pages; the home section's also on /admin itself. */
export function isTabActive(to: string, pathname: string): boolean {
  if (to === `/admin/${ADMIN_HOME_SECTION}` && withoutTrailingSlash(pathname) === '/admin') return true;
  return isInSection(to, pathname);
}
