import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FiExternalLink } from 'react-icons/fi';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/layout-primitives';
import { AdminUnreadContactCountDocument } from '../../../gql-admin/graphql';
import { useAuth } from '../../../features/admin-auth/components/auth-provider';
import { ADMIN_TABS, SITE_TABS, isTabActive, mayOpen } from '../admin-sections';
import { primaryPill } from '../../../components/admin/admin-badges';
import { theme } from '../../../shared/theme';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

/**
 * The admin tabs: SPEC §2's eight (Contacts with its unread count), then the site's own settings in a
 * group of their own. Always shown beside the content on wide screens; on small screens it opens from
 * the header's menu button, and choosing a tab closes it. The column's background runs the full height
 * of the page, while the tabs stay in view (sticky) however far a long page scrolls.
 */
export function AdminSidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const role = useAuth().admin?.role;
  // The inbox's count is an editor's (an author may not read it: the query would be refused).
  const unread = useUnreadContactCount(pathname, !mayOpen('editor', role));
  const mine = (tabs: typeof ADMIN_TABS) => tabs.filter((entry) => mayOpen(entry.least, role));
  const tab = ({ to, label, icon: Icon }: (typeof ADMIN_TABS)[number]) => {
    const active = isTabActive(to, pathname);
    const count = to === '/admin/contacts' ? unread : 0;
    return (
      <li key={to}>
        <Tab to={to} onClick={onNavigate} aria-current={active ? 'page' : undefined} $active={active}>
          <Icon aria-hidden />
          {label}
          {count > 0 && (
            <>
              <Count aria-hidden>{count}</Count>
              <VisuallyHidden> ({count} unread)</VisuallyHidden>
            </>
          )}
        </Tab>
      </li>
    );
  };
  return (
    <Column $open={open}>
      <Aside id={ADMIN_SIDEBAR_ID} data-open={open}>
        <nav aria-label="Admin sections">
          <Tabs>{mine(ADMIN_TABS).map(tab)}</Tabs>
        </nav>
        {/* A group, not a second navigation landmark: the sidebar stays one 'Admin sections' landmark plus this. */}
        <SiteGroup role="group" aria-label="Site">
          <Tabs>{mine(SITE_TABS).map(tab)}</Tabs>
        </SiteGroup>
        <SiteLink href="/" target="_blank" rel="noopener noreferrer">
          <FiExternalLink aria-hidden /> View website
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </SiteLink>
      </Aside>
    </Column>
  );
}

/** Messages not opened yet; asked again on every change of page, so a new one shows up as the admin moves on. */
function useUnreadContactCount(pathname: string, skip: boolean): number {
  const { data, refetch } = useQuery(AdminUnreadContactCountDocument, { fetchPolicy: 'cache-and-network', skip });
  useEffect(() => {
    if (!skip) void refetch().catch(() => undefined);
  }, [pathname, refetch, skip]);
  return skip ? 0 : (data?.unreadContactMessageCount ?? 0);
}

/**
 * The grid column: stretched to the page's full height with the sidebar's background and border, so a
 * long page never scrolls past the end of them (the sticky part inside is only one screen tall).
 */
const Column = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  background: ${theme.colors.card};
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.media.lg} {
    display: block;
    border-bottom: 0;
    border-right: 1px solid ${theme.colors.border};
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  padding: ${theme.space(3)};
  ${theme.media.lg} {
    position: sticky;
    top: ${theme.navHeight};
    height: calc(100vh - ${theme.navHeight});
    padding: ${theme.space(5)} ${theme.space(3)};
    overflow-y: auto;
  }
`;

const SiteGroup = styled.div`
  padding-top: ${theme.space(3)};
  border-top: 1px solid ${theme.colors.border};
`;

const Count = styled.span`
  margin-left: auto;
  min-width: 22px;
  padding: 1px 7px;
  ${primaryPill}
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;

const Tabs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
`;

const Tab = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.muted};
  text-decoration: none;
  font-weight: 500;
  transition:
    background ${theme.transition},
    color ${theme.transition};
  svg {
    flex: none;
    font-size: 1.1rem;
  }
  &:hover {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  ${({ $active }) =>
    $active &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      &:hover {
        background: ${theme.colors.primaryHover};
        color: ${theme.colors.primaryText};
      }
    `}
`;

const SiteLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-top: auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  color: ${theme.colors.muted};
  font-size: 0.9rem;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.primary};
  }
`;
