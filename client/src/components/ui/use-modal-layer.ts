import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Open layers, innermost last. Only the innermost layer reacts to Escape and Tab, so a lightbox
 * opened inside a dialog closes first and keeps focus to itself while it is open.
 */
const openLayers: object[] = [];

interface ModalLayerOptions {
  /** Called when Escape is pressed while this is the innermost open layer. */
  onEscape: () => void;
  /** Where focus goes back on close; defaults to whatever had focus when the layer opened. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Modal behaviour for a mounted dialog element: focus moves into it (its first focusable element,
 * else the element itself), Tab and Shift+Tab cycle inside it, Escape calls `onEscape`, and focus
 * returns to the opener when it unmounts.
 */
export function useModalLayer(ref: RefObject<HTMLElement | null>, { onEscape, returnFocusTo }: ModalLayerOptions): void {
  // Layout effects: a layer is on the stack exactly while its element is in the page. Preact (the islands'
  // runtime, docs/decisions/054) runs plain effects and their cleanups after the next frame, so a key pressed
  // just after a lightbox closed found it still on top, and the dialog under it ignored Escape.
  const onEscapeRef = useRef(onEscape);
  useLayoutEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  // The opener is read once, when the layer opens.
  const returnFocusRef = useRef(returnFocusTo);

  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const layer = {};
    openLayers.push(layer);
    const opener = returnFocusRef.current ?? (document.activeElement as HTMLElement | null);

    const first = focusableIn(container)[0];
    (first ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openLayers[openLayers.length - 1] !== layer) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      event.preventDefault();
      if (items.length === 0) {
        container.focus();
        return;
      }
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? items[index <= 0 ? items.length - 1 : index - 1]
        : items[index === -1 || index === items.length - 1 ? 0 : index + 1];
      next.focus();
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openLayers.splice(openLayers.indexOf(layer), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
