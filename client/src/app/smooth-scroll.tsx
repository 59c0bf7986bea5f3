import { ReactLenis } from 'lenis/react';
import 'lenis/dist/lenis.css';
import type { ReactNode } from 'react';

/** SPEC §2/§9: smooth scrolling with lerp 0.08 and duration 1.8. */
export const SMOOTH_SCROLL_OPTIONS = { lerp: 0.08, duration: 1.8, autoRaf: true } as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Smooth scrolling for the whole page, except for visitors who asked their system for less motion. */
export function SmoothScroll({ children }: { children: ReactNode }) {
  if (prefersReducedMotion()) return <>{children}</>;
  return (
    <ReactLenis root options={SMOOTH_SCROLL_OPTIONS}>
      {children}
    </ReactLenis>
  );
}
