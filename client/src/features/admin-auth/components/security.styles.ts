import styled from 'styled-components';
import { cardSurface } from '../../../components/ui/css-helpers';
import { theme } from '../../../shared/theme';

/** One card of the security page (two-factor, active sessions). */
export const Panel = styled.section`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  ${cardSurface}
  border-radius: ${theme.radius.md};
  h3 {
    font-size: 1.2rem;
  }
  ${theme.media.md} {
    padding: ${theme.space(6)};
  }
`;

/** A panel's loading line: spinner and muted text side by side. */
export const LoadingStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
`;
