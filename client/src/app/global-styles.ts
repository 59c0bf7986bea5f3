import { createGlobalStyle } from 'styled-components';
import { colorVariable, darkColors, lightColors, type ColorName, theme } from '../shared/theme';

const palette = (colors: Record<ColorName, string>) =>
  (Object.keys(colors) as ColorName[]).map((name) => `${colorVariable(name)}: ${colors[name]};`).join(' ');

/**
 * Both palettes as custom properties: light on :root, dark under :root.dark (the class the inline
 * script in index.html sets before the first paint), so server-rendered markup fits either mode.
 * Mode-dependent pieces (logo, toggle icon) are swapped here too, by [data-theme-show].
 */
export const GlobalStyles = createGlobalStyle`
  :root { ${palette(lightColors)} color-scheme: light; }
  :root.dark { ${palette(darkColors)} color-scheme: dark; }
  :root.dark [data-theme-show='light'], :root:not(.dark) [data-theme-show='dark'] { display: none !important; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    transition: background ${theme.transition}, color ${theme.transition};
  }
  h1, h2, h3, h4 { font-family: ${theme.fonts.heading}; line-height: 1.2; margin: 0; }
  p { margin: 0; }
  a { color: inherit; }
  img { max-width: 100%; display: block; }
  button { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
