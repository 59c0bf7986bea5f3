import { useEffect, useLayoutEffect, useState } from 'react';
import { FiMenu, FiMoon, FiSun, FiX } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { useThemeMode } from '../../shared/theme-mode';
import { circleIcon } from '../ui/css-helpers';
import { SearchForm } from '../ui/search-form';
import { Logo } from './logo';
import { theme } from '../../shared/theme';
import { isInSection } from '../../shared/section-path';

/** SPEC §2: the links, in this order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/work', label: 'Work' },
  { to: '/products', label: 'Products' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

/** SPEC §2/§9: the bar's look changes after 20 px of scroll. */
export const NAV_SCROLL_THRESHOLD = 20;

/**
 * The site's navigation (SPEC §2). An island (shared/island.tsx): rendered from the address alone, with plain
 * links, since every public page is a document of its own. The site search (issue 31) is a plain GET form after
 * the links: in the bar on wide screens, at the end of the menu on phones.
 */
export function NavBar({ pathname }: { pathname: string }) {
  const { mode, known, toggle } = useThemeMode();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  // Opened before the page's scripts took over (index.html's first-paint controls): adopted as it stands, in the
  // hydration's own task (a layout effect), so no tap can come between React taking over and React knowing.
  useLayoutEffect(() => {
    if (document.getElementById('main-menu')?.dataset.open === 'true') setMenuOpen(true);
  }, []);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const closeMenu = () => setMenuOpen(false);

  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Inner>
        <a href="/" aria-label="Home" onClick={closeMenu}>
          <Logo />
        </a>
        <Links id="main-menu" data-open={menuOpen} aria-label="Main">
          {NAV_LINKS.map((link) => {
            const current = isInSection(link.to, pathname);
            return (
              <a
                key={link.to}
                href={link.to}
                className={current ? 'active' : undefined}
                aria-current={current ? 'page' : undefined}
                onClick={closeMenu}
              >
                {link.label}
              </a>
            );
          })}
          <BarSearch>
            <SearchForm label="Search the site" formLabel="Site search" />
          </BarSearch>
        </Links>
        <Actions>
          {/* Until the mode is known (server render, hydration) both icons are there and CSS shows one. */}
          {/* data-early: these two work from the first paint, before React owns the page (index.html). */}
          <IconButton
            type="button"
            data-early="theme"
            onClick={toggle}
            aria-label={!known ? 'Switch theme' : mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          >
            {!known ? (
              <>
                <FiSun aria-hidden data-theme-show="dark" />
                <FiMoon aria-hidden data-theme-show="light" />
              </>
            ) : mode === 'dark' ? (
              <FiSun aria-hidden />
            ) : (
              <FiMoon aria-hidden />
            )}
          </IconButton>
          {/* Both icons, one shown by aria-expanded, so the menu opened before hydration shows the right one. */}
          <MenuButton
            type="button"
            data-early="menu"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          >
            <FiMenu aria-hidden data-icon="open" />
            <FiX aria-hidden data-icon="close" />
          </MenuButton>
        </Actions>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.navHeight};
  transition:
    background ${theme.transition},
    box-shadow ${theme.transition};
  ${({ $scrolled }) =>
    $scrolled
      ? css`
          background: ${theme.colors.navScrolled};
          backdrop-filter: blur(12px);
          box-shadow: 0 1px 0 ${theme.colors.border};
        `
      : css`
          background: transparent;
        `}
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${theme.space(5)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  img {
    height: 36px;
    width: auto;
  }
`;

const Links = styled.nav`
  display: none;
  &[data-open='true'] {
    display: flex;
  }
  position: absolute;
  top: ${theme.navHeight};
  left: 0;
  right: 0;
  flex-direction: column;
  padding: ${theme.space(4)};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
  a {
    padding: ${theme.space(3)};
    text-decoration: none;
    font-weight: 500;
    color: ${theme.colors.muted};
    border-radius: ${theme.radius.sm};
  }
  a:hover,
  a.active {
    color: ${theme.colors.primary};
  }
  ${theme.media.lg} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    padding: 0;
    background: none;
    border: 0;
    gap: ${theme.space(1)};
  }
`;

/** A whole row of the phone menu; in the wide bar, as wide as the links leave room for. */
const BarSearch = styled.div`
  padding: ${theme.space(2)} ${theme.space(3)} 0;
  ${theme.media.lg} {
    width: 10.5rem;
    margin-left: ${theme.space(2)};
    padding: 0;
  }
  ${theme.media.xl} {
    width: 14rem;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

const IconButton = styled.button`
  ${circleIcon('40px')}
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  cursor: pointer;
  font-size: 1.1rem;
`;

const MenuButton = styled(IconButton)`
  &[aria-expanded='true'] [data-icon='open'],
  &[aria-expanded='false'] [data-icon='close'] {
    display: none;
  }
  ${theme.media.lg} {
    display: none;
  }
`;
