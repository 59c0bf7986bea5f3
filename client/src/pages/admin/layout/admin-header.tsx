import { useState } from 'react';
import toast from 'react-hot-toast';
import { FiActivity, FiKey, FiLogOut, FiMenu, FiShield, FiUser, FiX } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useAuth } from '../../../features/admin-auth/components/auth-provider';
import { mayOpen, sectionAt } from '../admin-sections';
import { ChangePasswordModal } from '../../../features/admin-auth/components/change-password-modal';
import { ADMIN_SIDEBAR_ID } from './admin-sidebar';
import { roundIconBadge } from '../../../components/admin/admin-badges';
import { theme } from '../../../shared/theme';

/**
 * SPEC §2: 'Admin Dashboard' with the admin's username (default 'Admin') and role (default 'admin'),
 * Change Password and Logout; on small screens a menu button opens the sidebar. Activity (the log of
 * admin writes) and Security (two-factor, sessions) are linked here, not in the sidebar, whose eight
 * tabs SPEC fixes. Where the sidebar collapses (below lg), the account's tools collapse with it: the
 * bar keeps one row (menu, title, Logout) and the menu button opens them, labelled, in a row below.
 */
export const ADMIN_ACCOUNT_ID = 'admin-account';

export function AdminHeader({
  menuOpen,
  onToggleMenu,
  onNavigate,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onNavigate?: () => void;
}) {
  const { admin, logout } = useAuth();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);

  const signOut = () => {
    logout();
    toast.success('Logged out successfully');
    navigate('/admin-login');
  };

  return (
    <Bar>
      <Title>
        <MenuButton
          type="button"
          onClick={onToggleMenu}
          aria-expanded={menuOpen}
          aria-controls={ADMIN_SIDEBAR_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        >
          {menuOpen ? <FiX aria-hidden /> : <FiMenu aria-hidden />}
        </MenuButton>
        <h1>Admin Dashboard</h1>
      </Title>
      <Account id={ADMIN_ACCOUNT_ID} $open={menuOpen}>
        <Identity>
          <Avatar aria-hidden>
            <FiUser />
          </Avatar>
          <Names>
            <Username>{admin?.username || 'Admin'}</Username>
            <Role>{admin?.role || 'admin'}</Role>
          </Names>
        </Identity>
        {ACCOUNT_PAGES.filter(({ to }) => mayOpen(sectionAt(to)?.least, admin?.role)).map(({ to, label, Icon }) => (
          <ButtonLink
            key={to}
            to={to}
            variant="secondary"
            size="sm"
            icon={<Icon aria-hidden />}
            onClick={onNavigate}
            aria-label={label}
          >
            {label}
          </ButtonLink>
        ))}
        <Button variant="secondary" size="sm" icon={<FiKey aria-hidden />} onClick={() => setChangingPassword(true)}>
          Change Password
        </Button>
      </Account>
      <Button variant="danger" size="sm" icon={<FiLogOut aria-hidden />} onClick={signOut}>
        Logout
      </Button>
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
    </Bar>
  );
}

/** The signed-in admin's own pages, linked next to their name. */
const ACCOUNT_PAGES = [
  { to: '/admin/activity', label: 'Activity', Icon: FiActivity },
  { to: '/admin/security', label: 'Security', Icon: FiShield },
];

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  min-height: ${theme.navHeight};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  background: ${theme.colors.card};
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.media.md} {
    padding: ${theme.space(3)} ${theme.space(6)};
  }
`;

const Title = styled.div`
  display: flex;
  min-width: 0;
  align-items: center;
  gap: ${theme.space(3)};
  h1 {
    font-size: clamp(1.05rem, 3vw, 1.5rem);
    white-space: nowrap;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  font-size: 1.2rem;
  cursor: pointer;
  ${theme.media.lg} {
    display: none;
  }
`;

/**
 * Beside the title from lg up. Below lg it is a row of its own under the bar (order, full width) while
 * the menu is open, and not there at all while it is closed. Written wide-screen first, so what a
 * test without media queries (jsdom) sees is the wide layout.
 */
const Account = styled.div<{ $open: boolean }>`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  @media (max-width: calc(${theme.breakpoints.lg} - 1px)) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: 3;
    flex-basis: 100%;
    gap: ${theme.space(2)};
    padding-top: ${theme.space(3)};
    border-top: 1px solid ${theme.colors.border};
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-right: ${theme.space(1)};
`;

const Names = styled.div`
  display: grid;
  line-height: 1.25;
`;

const Avatar = styled.span`
  ${roundIconBadge('36px')}
`;

const Username = styled.strong`
  font-size: 0.95rem;
`;

const Role = styled.small`
  color: ${theme.colors.muted};
  font-size: 0.8rem;
`;
