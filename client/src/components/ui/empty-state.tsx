import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../shared/theme';
import { iconBox } from './css-helpers';

/**
 * A centred message for an empty list or a missing record: optional icon, a heading, a line of text
 * and an optional action (usually a link back). `headingLevel` picks the heading level (h1 for a whole page).
 */
export function EmptyState({
  icon,
  title,
  message,
  action,
  headingLevel = 'h2',
}: {
  icon?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <Wrap>
      {icon && <IconWrap aria-hidden>{icon}</IconWrap>}
      <Title as={headingLevel}>{title}</Title>
      {message && <p>{message}</p>}
      {action}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(4)};
  text-align: center;
  padding: ${theme.space(16)} ${theme.space(4)};
  p {
    color: ${theme.colors.muted};
    max-width: 520px;
  }
`;

const IconWrap = styled.span`
  ${iconBox('64px')}
  border-radius: 50%;
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-size: 28px;
`;

const Title = styled.h2`
  font-size: clamp(1.375rem, 4vw, 2rem);
`;
