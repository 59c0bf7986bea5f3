import type Lenis from 'lenis';
import { LenisContext } from 'lenis/react';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/** SPEC §2/§9: smooth scrolling with lerp 0.08 and duration 1.8. */
export const SMOOTH_SCROLL_OPTIONS = { lerp: 0.08, duration: 1.8, autoRaf: true } as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

type ScrollCallback = (lenis: Lenis) => void;

/** What a visitor does before scrolling: Lenis is loaded on the first of these. */
const SCROLL_INTENT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The page's one Lenis, shared by every React root on it (one on a page hydrated whole, one per island on an
 * islands page, docs/decisions/053), with lenis/react's callback registry for useLenis(callback).
 */
const page = {
  lenis: undefined as Lenis | undefined,
  waiting: false,
  callbacks: [] as { callback: ScrollCallback; priority: number }[],
  listeners: new Set<() => void>(),
};

const subscribe = (listener: () => void) => {
  page.listeners.add(listener);
  return () => page.listeners.delete(listener);
};

const addCallback = (callback: ScrollCallback, priority: number) => {
  page.callbacks = [...page.callbacks, { callback, priority }].sort((a, b) => a.priority - b.priority);
};
const removeCallback = (callback: ScrollCallback) => {
  page.callbacks = page.callbacks.filter((entry) => entry.callback !== callback);
};

/**
 * Starts the page's Lenis with SPEC's options at the visitor's first wheel, touch, click or key press, once however
 * many roots ask (not for visitors who asked their system for less motion).
 */
function startOnFirstIntent(): void {
  if (page.waiting || page.lenis || prefersReducedMotion()) return;
  page.waiting = true;
  const handler = () => {
    SCROLL_INTENT.forEach((type) => window.removeEventListener(type, handler, true));
    import('./smooth-scroll-engine')
      .then(({ startLenis }) => {
        const lenis = startLenis(SMOOTH_SCROLL_OPTIONS);
        lenis.on('scroll', (current: Lenis) => {
          for (const { callback } of page.callbacks) callback(current);
        });
        page.lenis = lenis;
        page.listeners.forEach((listener) => listener());
      })
      // Without Lenis the page simply scrolls natively.
      .catch((error: unknown) => console.error(error));
  };
  SCROLL_INTENT.forEach((type) => window.addEventListener(type, handler, { capture: true, passive: true }));
}

/**
 * Smooth scrolling for the whole page, except for visitors who asked their system for less motion.
 * Lenis is not in the first load, nor in the work of showing the page: it is imported at the
 * visitor's first wheel, touch, click or key press (a few KB, ready before a second wheel step),
 * then published through lenis/react's context, so `useLenis()` (scroll to top on page
 * change, scroll lock under dialogs) gets the instance; until then it gets undefined and the page
 * scrolls natively. Nothing is rendered for it, so server and browser markup are the same. Every root of
 * the page (each island) gets the same instance.
 */
export function SmoothScroll({ children }: { children: ReactNode }) {
  const lenis = useSyncExternalStore(
    subscribe,
    () => page.lenis,
    () => undefined,
  );
  useEffect(startOnFirstIntent, []);
  // null until Lenis runs: useLenis() then answers undefined, as lenis/react's provider does.
  const value = useMemo(() => (lenis ? { lenis, addCallback, removeCallback } : null), [lenis]);
  return <LenisContext.Provider value={value}>{children}</LenisContext.Provider>;
}
