import { useLenis } from 'lenis/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { SkipLink } from '../ui/skip-link';
import { HydrationBoundary } from '../../shared/hydration-boundary';
import { Island } from '../../shared/island';
import { StaticContent } from '../../shared/static-content';
import { theme } from '../../shared/theme';

/**
 * SPEC §2: every page change scrolls to the top. Only a change: not the first mount (a server-rendered
 * page may already have been scrolled before it hydrates) and not Lenis arriving later.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const lenis = useLenis();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (lenis) lenis.scrollTo(0, { immediate: true });
    else window.scrollTo(0, 0);
  }, [pathname, lenis]);
  return null;
}

/**
 * The public site's frame: fixed navigation, the page, the footer. The navigation and the page each hydrate as
 * a separate unit, after this frame (shared/hydration-boundary.tsx); the footer is not hydrated
 * (shared/static-content.tsx).
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <SkipLink targetId="main" />
      <HydrationBoundary>
        <Island name="nav-bar" component={NavBar} props={{ pathname }} />
      </HydrationBoundary>
      <Main id="main" tabIndex={-1}>
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </Main>
      <StaticContent>
        <Footer />
      </StaticContent>
    </>
  );
}

const Main = styled.main`
  min-height: 70vh;
  padding-top: ${theme.navHeight};
  &:focus {
    outline: none;
  }
`;
