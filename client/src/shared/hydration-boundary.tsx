import { Suspense, useEffect, type ReactNode } from 'react';

/*
 * A server-rendered page is hydrated in one blocking pass unless it has Suspense boundaries: React then
 * hydrates and commits the shell first and each boundary's content afterwards, in a later pass that
 * yields to the browser between components. The public site wraps its navigation and each page's body
 * (and /work its cards) in a HydrationBoundary, so start-up is several short tasks instead of one
 * long one (Lighthouse's total blocking time; docs/decisions/021). Parts with nothing to do in the browser
 * are not hydrated at all (static-content.tsx). The content is complete in the
 * server's HTML and nothing in it suspends in the browser, so the fallback is never shown.
 */

/** Boundaries mounted whose content has not been committed yet. */
let waiting = 0;
let onSettled: (() => void) | undefined;

function settle() {
  if (waiting !== 0 || !onSettled) return;
  const done = onSettled;
  onSettled = undefined;
  done();
}

/** Calls `done` once every HydrationBoundary mounted so far has hydrated (at once when none is waiting). */
export function whenBoundariesHydrated(done: () => void): void {
  onSettled = done;
  settle();
}

/** Counts the boundary as waiting from the moment its parent commits. */
function Opened() {
  useEffect(() => {
    waiting += 1;
    return () => {
      waiting -= 1;
      settle();
    };
  }, []);
  return null;
}

/** Last child of the boundary: its effect runs once the content (and any boundary opened in it) has committed. */
function Hydrated() {
  useEffect(() => {
    waiting -= 1;
    settle();
    return () => {
      waiting += 1;
    };
  }, []);
  return null;
}

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <>
      <Opened />
      <Suspense fallback={null}>
        {children}
        <Hydrated />
      </Suspense>
    </>
  );
}
