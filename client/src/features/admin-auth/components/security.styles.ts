import styled from 'styled-components';

/** One card of the security page (two-factor, active sessions). */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    font-size: 1.2rem;
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;
