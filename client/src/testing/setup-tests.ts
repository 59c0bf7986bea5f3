import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; components ask it for the colour scheme and reduced motion.
// (A few tests run in the node environment, where there is no window at all.)
const hasWindow = typeof window !== 'undefined';
if (hasWindow && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not scroll.
if (hasWindow) window.scrollTo = () => undefined;

// findBy*/waitFor give up after 1 s by default; the whole suite (server, client and browser tests)
// shares two cores, so allow more before calling a slow render a failure.
configure({ asyncUtilTimeout: 5000 });
