/**
 * `react-dom` in the islands build (vite.islands.config.ts): the parts of React DOM the islands and their libraries
 * use, from Preact's compatibility layer (the build fails on any other), plus `preload`, which it lacks.
 * `preload` (components/ui/responsive-image.tsx) puts the page's main picture in the head while the server renders;
 * in the browser the server's head already holds it, so here there is nothing left to do.
 */
export { createPortal, flushSync, unstable_batchedUpdates, version } from 'preact/compat';

export function preload(): void {}
