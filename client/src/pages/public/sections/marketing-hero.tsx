import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '../../../components/ui/layout-primitives';
import { theme } from '../../../shared/theme';
import { CenteredActions, centeredColumn } from './centered-layout';

interface MarketingHeroProps {
  /** A small pill above the headline, e.g. 'Trusted by many worldwide'. */
  badge?: ReactNode;
  title: string;
  text: ReactNode;
  /** Buttons or button links under the text. */
  actions?: ReactNode;
  /** The home hero fills most of the first screen; other pages use a shorter band. */
  tall?: boolean;
}

/** The opening band of the home and about pages: badge, headline, text, actions (list pages use ui/page-hero). */
export function MarketingHero({ badge, title, text, actions, tall = false }: MarketingHeroProps) {
  return (
    <Band $tall={tall}>
      <Container>
        <Content>
          {badge && <Badge>{badge}</Badge>}
          <h1>{title}</h1>
          <Lead>{text}</Lead>
          {actions && <Actions>{actions}</Actions>}
        </Content>
      </Container>
    </Band>
  );
}

const Band = styled.section<{ $tall: boolean }>`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  padding: ${theme.space(16)} 0;
  background: ${theme.colors.background};
  /*
   * The glow. Its ellipses reach past the band's edges, where it used to stop in a hard line against the
   * next section; the mask fades it out before the top and bottom edges instead.
   */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    background:
      radial-gradient(60% 60% at 15% 10%, color-mix(in srgb, ${theme.colors.primary} 18%, transparent), transparent),
      radial-gradient(50% 50% at 90% 80%, color-mix(in srgb, ${theme.colors.accent} 16%, transparent), transparent);
    mask-image: linear-gradient(to bottom, transparent 0, #000 15%, #000 55%, transparent 100%);
  }
  & > * {
    position: relative;
  }
  ${({ $tall }) =>
    $tall &&
    css`
      min-height: min(calc(100svh - ${theme.navHeight}), 860px);
      padding: ${theme.space(20)} 0;
    `}
`;

const Content = styled.div`
  max-width: 820px;
  margin: 0 auto;
  ${centeredColumn(6)}
  h1 {
    font-size: clamp(2.25rem, 7vw, 4.25rem);
    font-weight: 800;
    letter-spacing: -0.02em;
    background: linear-gradient(120deg, ${theme.colors.text} 30%, ${theme.colors.primary});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius.pill};
  border: 1px solid color-mix(in srgb, ${theme.colors.primary} 35%, transparent);
  background: color-mix(in srgb, ${theme.colors.primary} 10%, transparent);
  color: ${theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Lead = styled.p`
  font-size: clamp(1.05rem, 2.4vw, 1.25rem);
  color: ${theme.colors.muted};
  max-width: 660px;
`;

const Actions = styled(CenteredActions)`
  margin-top: ${theme.space(2)};
  & > * {
    min-width: 180px;
  }
  @media (max-width: 400px) {
    & > * {
      width: 100%;
    }
  }
`;
