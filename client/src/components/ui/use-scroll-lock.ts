import { useLenis } from 'lenis/react';
import { useLayoutEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind an overlay from scrolling while `active`: the body's overflow is hidden
 * (its scrollbar's width is kept as padding so nothing shifts) and the smooth-scroll instance is
 * stopped, since it would otherwise keep moving the page on wheel and touch. Nested locks count,
 * so the page unlocks when the last one goes. A scrollable area inside the overlay needs the
 * `data-lenis-prevent` attribute so a stopped smooth scroll leaves its wheel events alone. Layout effects: the
 * lock holds exactly while the overlay is in the page (Preact, the islands' runtime, runs plain effects and their
 * cleanups a frame later; docs/decisions/054).
 */
export function useScrollLock(active = true): void {
  const lenis = useLenis();

  useLayoutEffect(() => {
    if (!active) return undefined;
    const { body } = document;
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0 && saved) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
        saved = null;
      }
    };
  }, [active]);

  useLayoutEffect(() => {
    if (!active || !lenis) return undefined;
    lenis.stop();
    return () => lenis.start();
  }, [active, lenis]);
}
