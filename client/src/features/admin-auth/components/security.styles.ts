import styled from 'styled-components';
import { theme } from '../../../shared/theme';

/** One card of the security page (two-factor, active sessions). */
export const Panel = styled.section`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  h3 {
    font-size: 1.2rem;
  }
  ${theme.media.md} {
    padding: ${theme.space(6)};
  }
`;
