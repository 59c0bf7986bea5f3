import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand (React.lazy, so a parent Suspense shows its fallback while
 * it loads), with a `preload()` to start loading before it is needed, e.g. once the control that
 * opens it is on screen. Once loaded it renders at once: a dialog opened after the preload mounts in
 * the same render as the click, so focus moves into it straight away.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (a network blip, a new release) is tried again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const Lazy = lazy(async () => ({ default: await preload() }));

  function LazyComponent(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the subtree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }

  return { Component: LazyComponent, preload };
}

/**
 * Starts `preload` once the browser is idle (at once where there is no requestIdleCallback), so the
 * code a likely next interaction needs never competes with the page's own first load. Safe to call
 * on every render and during server rendering (it does nothing there).
 */
const scheduled = new Set<() => Promise<unknown>>();

export function preloadWhenIdle(preload: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || scheduled.has(preload)) return;
  scheduled.add(preload);
  const start = () =>
    void preload().catch(() => {
      // Loaded again on the next idle call, or by React.lazy when it is opened.
      scheduled.delete(preload);
    });
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
  else start();
}
