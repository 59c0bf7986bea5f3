import type { ReactNode } from 'react';
import { FiArrowLeft } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../shared/theme';

/** A quiet text link with a left arrow, for 'Back to …' navigation at the top of a detail page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledLink to={to}>
      <FiArrowLeft aria-hidden />
      {children}
    </StyledLink>
  );
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} 0;
  color: ${theme.colors.muted};
  font-weight: 600;
  text-decoration: none;
  transition: color ${theme.transition};
  svg {
    transition: transform ${theme.transition};
  }
  &:hover {
    color: ${theme.colors.primary};
  }
  &:hover svg {
    transform: translateX(-3px);
  }
`;
