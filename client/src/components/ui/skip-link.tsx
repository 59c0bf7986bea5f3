import styled from 'styled-components';
import { theme } from '../../shared/theme';

/** 'Skip to content' for keyboard users: off screen until focused, then shown at the top left. */
export function SkipLink({ targetId, className }: { targetId: string; className?: string }) {
  return (
    <Link href={`#${targetId}`} className={className}>
      Skip to content
    </Link>
  );
}

const Link = styled.a`
  position: absolute;
  left: -9999px;
  z-index: 100;
  &:focus {
    left: 16px;
    top: 16px;
    padding: 8px 16px;
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    border-radius: 8px;
  }
`;
