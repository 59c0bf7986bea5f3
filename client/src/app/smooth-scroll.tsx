import type Lenis from 'lenis';
import { LenisContext } from 'lenis/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** SPEC §2/§9: smooth scrolling with lerp 0.08 and duration 1.8. */
export const SMOOTH_SCROLL_OPTIONS = { lerp: 0.08, duration: 1.8, autoRaf: true } as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

type ScrollCallback = (lenis: Lenis) => void;

/** What a visitor does before scrolling: Lenis is loaded on the first of these. */
const SCROLL_INTENT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Calls `start` once, at the visitor's first wheel, touch, click or key press. */
function onFirstScrollIntent(start: () => void): () => void {
  const stop = () => SCROLL_INTENT.forEach((type) => window.removeEventListener(type, handler, true));
  const handler = () => {
    stop();
    start();
  };
  SCROLL_INTENT.forEach((type) => window.addEventListener(type, handler, { capture: true, passive: true }));
  return stop;
}

/**
 * Starts Lenis with SPEC's options at the visitor's first wheel, touch, click or key press (not for visitors who
 * asked their system for less motion) and hands it to `started`. Returns a stop function. Used by the provider
 * below (pages hydrated as a whole) and by client/src/islands.tsx (islands pages).
 */
export function startSmoothScrollOnIntent(started: (lenis: Lenis) => void = () => undefined): () => void {
  if (prefersReducedMotion()) return () => undefined;
  let instance: Lenis | undefined;
  let cancelled = false;
  const stopWaiting = onFirstScrollIntent(() => {
    import('./smooth-scroll-engine')
      .then(({ startLenis }) => {
        if (cancelled) return;
        instance = startLenis(SMOOTH_SCROLL_OPTIONS);
        started(instance);
      })
      // Without Lenis the page simply scrolls natively.
      .catch((error: unknown) => console.error(error));
  });
  return () => {
    cancelled = true;
    stopWaiting();
    instance?.destroy();
  };
}

/**
 * Smooth scrolling for the whole page, except for visitors who asked their system for less motion.
 * Lenis is not in the first load, nor in the work of showing the page: it is imported at the
 * visitor's first wheel, touch, click or key press (a few KB, ready before a second wheel step),
 * then published through lenis/react's context, so `useLenis()` (scroll to top on page
 * change, scroll lock under dialogs) gets the instance; until then it gets undefined and the page
 * scrolls natively. Nothing is rendered for it, so server and browser markup are the same.
 */
export function SmoothScroll({ children }: { children: ReactNode }) {
  const [lenis, setLenis] = useState<Lenis | undefined>(undefined);
  const callbacks = useRef<{ callback: ScrollCallback; priority: number }[]>([]);

  useEffect(() => {
    const stop = startSmoothScrollOnIntent((instance) => {
      instance.on('scroll', (current: Lenis) => {
        for (const { callback } of callbacks.current) callback(current);
      });
      setLenis(instance);
    });
    return () => {
      stop();
      setLenis(undefined);
    };
  }, []);

  // The same callback registry as lenis/react's own provider, for useLenis(callback).
  const addCallback = useCallback((callback: ScrollCallback, priority: number) => {
    callbacks.current = [...callbacks.current, { callback, priority }].sort((a, b) => a.priority - b.priority);
  }, []);
  const removeCallback = useCallback((callback: ScrollCallback) => {
    callbacks.current = callbacks.current.filter((entry) => entry.callback !== callback);
  }, []);

  // null until Lenis runs: useLenis() then answers undefined, as lenis/react's provider does.
  const value = useMemo(() => (lenis ? { lenis, addCallback, removeCallback } : null), [lenis, addCallback, removeCallback]);
  return <LenisContext.Provider value={value}>{children}</LenisContext.Provider>;
}
