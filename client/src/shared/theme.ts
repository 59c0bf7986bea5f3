import 'styled-components';

/** Design tokens: the only place colours, sizes and breakpoints are defined. */
const shared = {
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  maxWidth: '1200px',
  navHeight: '72px',
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
  },
  shadow: {
    card: '0 1px 2px rgb(0 0 0 / 0.06), 0 8px 24px rgb(0 0 0 / 0.06)',
    raised: '0 12px 40px rgb(0 0 0 / 0.18)',
  },
  transition: '180ms ease',
};

/** The two palettes (SPEC §2 light/dark theme), written as CSS custom properties by global-styles.ts. */
export const lightColors = {
  background: '#ffffff',
  surface: '#f8fafc',
  card: '#ffffff',
  border: '#e2e8f0',
  /** Outlines that mark a control (secondary buttons): at least 3:1 against the page (WCAG 1.4.11), unlike \`border\`. */
  controlBorder: '#64748b',
  text: '#0f172a',
  muted: '#475569',
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primaryText: '#ffffff',
  accent: '#06b6d4',
  danger: '#dc2626',
  success: '#16a34a',
  skeleton: '#e2e8f0',
  overlay: 'rgb(15 23 42 / 0.72)',
  navScrolled: 'rgb(255 255 255 / 0.92)',
};

export type ColorName = keyof typeof lightColors;

export const darkColors: Record<ColorName, string> = {
  background: '#0b1120',
  surface: '#111827',
  card: '#1e293b',
  border: '#334155',
  controlBorder: '#64748b',
  text: '#f1f5f9',
  muted: '#94a3b8',
  primary: '#818cf8',
  primaryHover: '#a5b4fc',
  primaryText: '#0b1120',
  accent: '#22d3ee',
  danger: '#f87171',
  success: '#4ade80',
  skeleton: '#334155',
  overlay: 'rgb(2 6 23 / 0.85)',
  navScrolled: 'rgb(11 17 32 / 0.92)',
};

/** `primaryHover` becomes `--color-primary-hover`. */
export const colorVariable = (name: ColorName) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * One theme for both modes: colours are var(--color-…) references, and the 'dark' class on the
 * root (set before the first paint by index.html's script) picks the palette. The server cannot
 * know the visitor's mode, so the markup it renders must not depend on it (docs/decisions/018).
 */
export const theme = {
  ...shared,
  colors: Object.fromEntries(
    Object.keys(lightColors).map((name) => [name, `var(${colorVariable(name as ColorName)})`]),
  ) as Record<ColorName, string>,
};

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
