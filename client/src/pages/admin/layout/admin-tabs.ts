import type { IconType } from 'react-icons';
import { FiAward, FiBox, FiBriefcase, FiFileText, FiLayers, FiMail, FiSettings, FiStar, FiUsers } from 'react-icons/fi';
import { isInSection, withoutTrailingSlash } from '../../../shared/section-path';

/** SPEC §2: the admin sidebar's tabs, in this order. */
export const ADMIN_TABS: ReadonlyArray<{ to: string; label: string; icon: IconType }> = [
  { to: '/admin/founders', label: 'Founders', icon: FiStar },
  { to: '/admin/team', label: 'Team', icon: FiUsers },
  { to: '/admin/services', label: 'Services', icon: FiLayers },
  { to: '/admin/projects', label: 'Projects', icon: FiBriefcase },
  { to: '/admin/products', label: 'Products', icon: FiBox },
  { to: '/admin/blog', label: 'Blog', icon: FiFileText },
  { to: '/admin/contacts', label: 'Contacts', icon: FiMail },
  { to: '/admin/partners', label: 'Partners', icon: FiAward },
];

/** Below SPEC's eight, in a group of their own: the site's settings (company details, home hero). */
export const SITE_TABS: ReadonlyArray<{ to: string; label: string; icon: IconType }> = [
  { to: '/admin/settings', label: 'Settings', icon: FiSettings },
];

/** The founders tab is also the admin home (/admin shows founders). */
export function isTabActive(to: string, pathname: string): boolean {
  if (to === '/admin/founders' && withoutTrailingSlash(pathname) === '/admin') return true;
  return isInSection(to, pathname);
}
