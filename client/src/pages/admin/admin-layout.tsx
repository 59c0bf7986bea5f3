import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ScrollToTop } from '../../components/layout/site-layout';
import { Spinner } from '../../components/ui/button';
import { DocumentTitle } from '../../components/ui/document-title';
import { SkipLink } from '../../components/ui/skip-link';
import { useAuth } from '../../features/admin-auth/components/auth-provider';
import { AdminHeader } from './layout/admin-header';
import { AdminSidebar } from './layout/admin-sidebar';
import { homeFor, mayOpen, sectionAt } from './admin-sections';
import { theme } from '../../shared/theme';

/**
 * The protected frame of /admin (SPEC §2): a spinner while the session is checked, /admin-login for
 * anyone not signed in, otherwise the header, the sidebar of tabs and the chosen admin page.
 */
export function AdminLayout() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) {
    return (
      <Checking role="status">
        <Spinner aria-hidden />
        <span>Checking your session...</span>
      </Checking>
    );
  }
  if (!isAuthenticated) return <Navigate to="/admin-login" replace />;
  return <AdminShell />;
}

function AdminShell() {
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // On window, so a dialog's own Escape (handled on document, default prevented) wins.
      if (event.key === 'Escape' && !event.defaultPrevented) setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <Shell>
      <ScrollToTop />
      <DocumentTitle title="Admin Dashboard" />
      <AdminSkipLink targetId="admin-main" />
      <AdminHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} onNavigate={() => setMenuOpen(false)} />
      <Body>
        <AdminSidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <Main id="admin-main" tabIndex={-1}>
          <SectionGate />
        </Main>
      </Body>
    </Shell>
  );
}

/**
 * The chosen screen, when the account's role may open its section (docs/decisions/065-roles.md); the server refuses
 * the rest anyway, this only spares a screen of errors. /admin itself leads an author to their home (the blog).
 */
function SectionGate() {
  const { pathname } = useLocation();
  const role = useAuth().admin?.role;
  const section = sectionAt(pathname);
  if (mayOpen(section?.least, role)) return <Outlet />;
  if (pathname.replace(/\/$/, '') === '/admin') return <Navigate to={homeFor(role)} replace />;
  return (
    <NotAllowed role="alert">
      <h2>Your role does not allow this</h2>
      <p>
        This part of the back office is for other roles. <Link to={homeFor(role)}>Go to your work</Link>
      </p>
    </NotAllowed>
  );
}

const NotAllowed = styled.div`
  padding: ${theme.space(10)} 0;
  text-align: center;
  color: ${theme.colors.muted};
  h2 {
    color: ${theme.colors.text};
    margin-bottom: ${theme.space(2)};
  }
`;

const Checking = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  color: ${theme.colors.muted};
  font-size: 1.1rem;
  ${Spinner} {
    font-size: 1.75rem;
    color: ${theme.colors.primary};
  }
`;

const Shell = styled.div`
  min-height: 100vh;
  background: ${theme.colors.surface};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${theme.space(5)} ${theme.space(4)};
  &:focus {
    outline: none;
  }
  ${theme.media.md} {
    padding: ${theme.space(8)};
  }
`;

/** The public site's skip link, with the back office's smaller corners. */
const AdminSkipLink = styled(SkipLink)`
  &:focus {
    border-radius: ${theme.radius.sm};
  }
`;
