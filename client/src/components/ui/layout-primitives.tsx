import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../shared/theme';
import { cardSurface } from './css-helpers';

/** Page-width wrapper with side padding. */
export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(5)};
`;

/** A vertical page section; `$muted` gives it the surface background. */
export const Section = styled.section<{ $muted?: boolean }>`
  padding: ${theme.space(20)} 0;
  ${({ $muted }) =>
    $muted &&
    css`
      background: ${theme.colors.surface};
    `}
`;

export function SectionHeader({ title, subtitle, id }: { title: ReactNode; subtitle?: ReactNode; id?: string }) {
  return (
    <HeaderWrap>
      <h2 id={id}>{title}</h2>
      {subtitle && <p>{subtitle}</p>}
    </HeaderWrap>
  );
}

const HeaderWrap = styled.header`
  text-align: center;
  max-width: 720px;
  margin: 0 auto ${theme.space(12)};
  h2 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    margin-top: ${theme.space(3)};
    color: ${theme.colors.muted};
    font-size: 1.125rem;
  }
`;

/**
 * SPEC §9 grids: 3 columns for cards, 4 for founders/team on wide screens; one column on phones.
 */
export const Grid = styled.div<{ $columns?: 3 | 4 }>`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns ?? 3}, 1fr);
  }
`;

/** Children in a column, `$gap` theme spacing steps apart. */
export const Stack = styled.div<{ $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => theme.space($gap)};
`;

export const Card = styled.article`
  ${cardSurface}
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

/**
 * A card that lifts on hover with a primary border (and, with `raise`, a deeper shadow);
 * no movement for visitors who asked for reduced motion.
 */
export const liftOnHover = ({ raise = false }: { raise?: boolean } = {}) => css`
  transition:
    transform ${theme.transition},
    border-color ${theme.transition},
    box-shadow ${theme.transition};
  &:hover {
    transform: translateY(-4px);
    border-color: ${theme.colors.primary};
    ${
      raise &&
      css`
        box-shadow: ${theme.shadow.raised};
      `
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

/** Clamps text to a number of lines (SPEC §9: bio 5, descriptions 2, blog title 2, excerpt 3). */
export const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** Visually hidden but read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
