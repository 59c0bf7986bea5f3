import { useCallback, useEffect } from 'react';
import { FiArrowLeft, FiLock } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/layout/logo';
import { DocumentTitle } from '../../components/ui/document-title';
import { NoIndex } from '../../components/ui/no-index';
import { useAuth } from '../../features/admin-auth/components/auth-provider';
import { LoginForm } from '../../features/admin-auth/components/login-form';
import { roundIconBadge } from '../../components/admin/admin-badges';
import { theme } from '../../shared/theme';

/**
 * /admin-login (SPEC §2): marked no-index; success goes to /admin with history replaced, and an
 * already authenticated visitor is sent there straight away.
 */
export function AdminLoginPage() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const goToAdmin = useCallback(() => navigate('/admin', { replace: true }), [navigate]);

  useEffect(() => {
    if (isAuthenticated) goToAdmin();
  }, [isAuthenticated, goToAdmin]);

  return (
    <Page>
      <NoIndex />
      <DocumentTitle title="Admin Login" />
      <Panel>
        <Brand>
          <Logo />
        </Brand>
        <Heading>
          <Badge aria-hidden>
            <FiLock />
          </Badge>
          <h1>Admin Login</h1>
          <p>Sign in to manage the website&apos;s content.</p>
        </Heading>
        <LoginForm onLoggedIn={goToAdmin} />
      </Panel>
      <BackLink to="/">
        <FiArrowLeft aria-hidden /> Back to website
      </BackLink>
    </Page>
  );
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${theme.space(6)};
  padding: ${theme.space(10)} ${theme.space(4)};
  background: ${theme.colors.surface};
`;

const Panel = styled.div`
  width: min(100%, 440px);
  display: grid;
  gap: ${theme.space(6)};
  padding: ${theme.space(8)} ${theme.space(6)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  ${theme.media.sm} {
    padding: ${theme.space(10)};
  }
`;

const Brand = styled.div`
  justify-self: center;
  img {
    height: 36px;
    width: auto;
  }
`;

const Heading = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(2)};
  text-align: center;
  h1 {
    font-size: 1.75rem;
  }
  p {
    color: ${theme.colors.muted};
  }
`;

const Badge = styled.span`
  ${roundIconBadge('48px')}
  font-size: 1.25rem;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    color: ${theme.colors.primary};
  }
`;
