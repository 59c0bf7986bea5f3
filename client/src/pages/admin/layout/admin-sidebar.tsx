import { FiExternalLink } from 'react-icons/fi';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/layout-primitives';
import { ADMIN_TABS, isTabActive } from './admin-tabs';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

/**
 * The admin tabs. Always shown beside the content on wide screens; on small screens it opens from
 * the header's menu button, and choosing a tab closes it.
 */
export function AdminSidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Aside id={ADMIN_SIDEBAR_ID} $open={open} data-open={open}>
      <nav aria-label="Admin sections">
        <Tabs>
          {ADMIN_TABS.map(({ to, label, icon: Icon }) => {
            const active = isTabActive(to, pathname);
            return (
              <li key={to}>
                <Tab to={to} onClick={onNavigate} aria-current={active ? 'page' : undefined} $active={active}>
                  <Icon aria-hidden />
                  {label}
                </Tab>
              </li>
            );
          })}
        </Tabs>
      </nav>
      <SiteLink href="/" target="_blank" rel="noopener noreferrer">
        <FiExternalLink aria-hidden /> View website
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </SiteLink>
    </Aside>
  );
}

const Aside = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.card};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.lg} {
    display: flex;
    position: sticky;
    top: ${({ theme }) => theme.navHeight};
    align-self: start;
    height: calc(100vh - ${({ theme }) => theme.navHeight});
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(3)};
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    overflow-y: auto;
  }
`;

const Tabs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Tab = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;
  font-weight: 500;
  transition: background ${({ theme }) => theme.transition}, color ${({ theme }) => theme.transition};
  svg { flex: none; font-size: 1.1rem; }
  &:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text}; }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      &:hover { background: ${theme.colors.primaryHover}; color: ${theme.colors.primaryText}; }
    `}
`;

const SiteLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
`;
