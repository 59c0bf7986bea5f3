import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ActiveSessions } from '../../features/admin-auth/components/active-sessions';
import { TwoFactorSettings } from '../../features/admin-auth/components/two-factor-settings';
import { theme } from '../../shared/theme';

/**
 * /admin/security, linked from the header (not a sidebar tab: SPEC fixes those eight): the signed-in
 * admin's two-factor authentication and the sessions logged in to the account.
 */
export function SecurityPage() {
  const navigate = useNavigate();
  return (
    <Page aria-labelledby="security-title">
      <Intro>
        <h2 id="security-title">Security</h2>
        <p>Protect your account with a second factor, and see where it is logged in.</p>
      </Intro>
      <TwoFactorSettings />
      <ActiveSessions onLoggedOut={() => navigate('/admin-login')} />
    </Page>
  );
}

const Page = styled.section`
  display: grid;
  gap: ${theme.space(6)};
  max-width: 880px;
`;

const Intro = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  p {
    color: ${theme.colors.muted};
  }
`;
