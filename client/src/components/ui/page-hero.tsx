import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './layout-primitives';
import { theme } from '../../shared/theme';

/** The heading band at the top of a list page: a small eyebrow, the page's h1 and a subtitle. */
export function PageHero({ eyebrow, title, subtitle }: { eyebrow?: ReactNode; title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Band>
      <Container>
        <Inner>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </Inner>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: ${theme.space(16)} 0 ${theme.space(6)};
  ${theme.media.md} {
    padding: ${theme.space(24)} 0 ${theme.space(8)};
  }
`;

const Inner = styled.div`
  max-width: 760px;
  margin: 0 auto;
  text-align: center;
  display: grid;
  justify-items: center;
  gap: ${theme.space(4)};
  h1 {
    font-size: clamp(2rem, 6vw, 3.25rem);
    letter-spacing: -0.02em;
  }
  p {
    color: ${theme.colors.muted};
    font-size: clamp(1rem, 2.5vw, 1.125rem);
  }
`;

const Eyebrow = styled.span`
  display: inline-block;
  padding: ${`${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  color: ${theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;
