import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useServerRenderState } from './server-render-context';

/*
 * Parts of a public page that have nothing to do in the browser (text, pictures, links) are not hydrated
 * on the page the server rendered: React keeps the server's markup as it is and never renders, reads or
 * styles what is inside, which is most of a page's start-up work (docs/decisions/040). The trick React
 * supports for this: an element whose children are given as `dangerouslySetInnerHTML` is hydrated
 * without looking at its children, and React never patches inner HTML that differs from the server's.
 *
 * What the skipped components would have done is done here instead:
 * - links go through the router (a click on a same-site link navigates in the page, as <Link> would);
 * - when a picture inside fails to load, the content is rendered by React after all, so the component's
 *   own stand-in (initials, 'Image not available') shows.
 *
 * Content mounted in the browser (a page opened by navigating), or still mounted after the address changed,
 * renders as usual.
 */

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates the server's markup, which is when it reads a store's server snapshot; false
 * for content rendered in the browser (a page opened by navigating).
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** Empty inner HTML: React compares it with the next render's, finds no change, and leaves the DOM alone. */
const KEEP_SERVER_MARKUP = { __html: '' };

export function StaticContent({ children }: { children: ReactNode }) {
  const serverRendering = useServerRenderState() !== null;
  const hydrating = useHydrating();
  // Decided when mounted (the render that follows hydration, with the snapshot false, keeps the server's markup),
  // and given up for good once the address changes: a page reused for another record (/blog/a to /blog/b) or a
  // footer that outlives its first page renders as usual from then on.
  const { pathname } = useLocation();
  const [keptFor, setKeptFor] = useState(hydrating && !serverRendering ? pathname : null);
  if (keptFor !== null && keptFor !== pathname) setKeptFor(null);
  const keepServerMarkup = keptFor === pathname;
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!keepServerMarkup || !root) return undefined;
    const render = () => setKeptFor(null);
    // A picture that failed before this ran, or fails later (lazy ones load when scrolled to).
    const failed = [...root.querySelectorAll('img')].some((img) => img.complete && img.naturalWidth === 0 && img.src);
    if (failed) render();
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) render();
    };
    root.addEventListener('error', onError, true);
    return () => root.removeEventListener('error', onError, true);
  }, [keepServerMarkup]);

  // Rendering after all: React empties the element (it held inner HTML) before adding the children.
  if (!keepServerMarkup) return <Contents data-static-content>{children}</Contents>;

  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link?.href || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  // Only follows links, which keep their own keyboard handling (Enter on a link fires click).
  return (
    <Contents
      data-static-content
      ref={ref}
      onClick={followLink}
      dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      suppressHydrationWarning
    />
  );
}

/**
 * No box of its own: the content lays out as if it stood in the parent. `data-static-content` marks it for the
 * browser tests, which check that no control (a button, a field) sits inside one.
 */
const Contents = styled.div`
  display: contents;
`;
