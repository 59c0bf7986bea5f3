import styled, { keyframes } from 'styled-components';
import { theme } from '../../shared/theme';

const pulse = keyframes`50% { opacity: 0.5; }`;

/** A grey placeholder block shown while data loads (SPEC §4 skeleton counts per page). */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true, 'data-testid': 'skeleton' })<{
  $height?: string;
  $width?: string;
  $radius?: string;
}>`
  background: ${theme.colors.skeleton};
  border-radius: ${({ $radius }) => $radius ?? theme.radius.md};
  height: ${({ $height }) => $height ?? '1rem'};
  width: ${({ $width }) => $width ?? '100%'};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;
