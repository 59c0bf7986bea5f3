import Lenis, { type LenisOptions } from 'lenis';
import 'lenis/dist/lenis.css';

/** Lenis itself: loaded by app/smooth-scroll.tsx after the first paint, never in the first load. */
export function startLenis(options: LenisOptions): Lenis {
  return new Lenis(options);
}
