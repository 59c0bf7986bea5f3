import { useState } from 'react';
import toast from 'react-hot-toast';
import { FiActivity, FiKey, FiLogOut, FiMenu, FiShield, FiUser, FiX } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../features/admin-auth/components/auth-provider';
import { ChangePasswordModal } from '../../../features/admin-auth/components/change-password-modal';
import { ADMIN_SIDEBAR_ID } from './admin-sidebar';

/**
 * SPEC §2: 'Admin Dashboard' with the admin's username (default 'Admin') and role (default 'admin'),
 * Change Password and Logout; on small screens a menu button opens the sidebar. Activity (the log of
 * admin writes) and Security (two-factor, sessions) are linked here, not in the sidebar, whose eight
 * tabs SPEC fixes.
 */
export function AdminHeader({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
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
      <Tools>
        <Identity>
          <Avatar aria-hidden>
            <FiUser />
          </Avatar>
          <Names>
            <Username>{admin?.username || 'Admin'}</Username>
            <Role>{admin?.role || 'admin'}</Role>
          </Names>
        </Identity>
        {/* aria-label: on phones only the icon shows, and the link still needs its name. */}
        <ButtonLink to="/admin/activity" variant="secondary" size="sm" icon={<FiActivity aria-hidden />} aria-label="Activity">
          <PhoneHidden>Activity</PhoneHidden>
        </ButtonLink>
        <ButtonLink to="/admin/security" variant="secondary" size="sm" icon={<FiShield aria-hidden />} aria-label="Security">
          <PhoneHidden>Security</PhoneHidden>
        </ButtonLink>
        <Button variant="secondary" size="sm" icon={<FiKey aria-hidden />} onClick={() => setChangingPassword(true)}>
          <PhoneHidden>Change Password</PhoneHidden>
        </Button>
        <Button variant="danger" size="sm" icon={<FiLogOut aria-hidden />} onClick={signOut}>
          Logout
        </Button>
      </Tools>
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  min-height: ${({ theme }) => theme.navHeight};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.card};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)}; }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 { font-size: clamp(1.15rem, 3vw, 1.5rem); }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.2rem;
  cursor: pointer;
  ${({ theme }) => theme.media.lg} { display: none; }
`;

const Tools = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space(3)}; }
`;

/** Read by screen readers everywhere, shown from the sm breakpoint (the key icon stands in on phones). */
const PhoneHidden = styled.span`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-right: ${({ theme }) => theme.space(1)};
`;

const Names = styled.div`
  display: grid;
  line-height: 1.25;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`;

const Username = styled.strong`
  font-size: 0.95rem;
`;

const Role = styled.small`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
`;
