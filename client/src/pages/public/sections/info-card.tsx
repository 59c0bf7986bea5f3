import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, liftOnHover } from '../../../components/ui/layout-primitives';
import { theme } from '../../../shared/theme';

export interface InfoCardProps {
  icon: ReactNode;
  title: string;
  /** A short paragraph under the title. */
  text?: string;
  /** Other content under the title (a list). */
  children?: ReactNode;
}

/** A fixed content card of the marketing pages: an icon, a title and a short text (or list). */
export function InfoCard({ icon, title, text, children }: InfoCardProps) {
  return (
    <Wrap>
      <IconBubble aria-hidden>{icon}</IconBubble>
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {children}
    </Wrap>
  );
}

const Wrap = styled(Card)`
  padding: ${theme.space(8)} ${theme.space(6)};
  gap: ${theme.space(3)};
  ${liftOnHover()}
  h3 {
    font-size: 1.25rem;
  }
  & > p {
    color: ${theme.colors.muted};
  }
`;

const IconBubble = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${theme.space(2)};
  border-radius: ${theme.radius.md};
  font-size: 1.5rem;
  color: ${theme.colors.primary};
  background: color-mix(in srgb, ${theme.colors.primary} 12%, transparent);
`;
