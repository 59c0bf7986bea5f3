import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastLibrary, onToasterRequested } from '../shared/toast';

/**
 * SPEC §2/§9: notifications top-right; errors 4000 ms, successes 3000 ms, plain 4000 ms, loading
 * without limit. react-hot-toast keeps at most 20 (its built-in limit, the SPEC's number).
 */
export const TOAST_DURATIONS = { plain: 4000, error: 4000, success: 3000, loading: Infinity } as const;

// Through app/toast.ts's loader, so the Toaster and every toast() share one react-hot-toast.
const LazyToaster = lazy(() =>
  loadToastLibrary()
    .then(() => import('./toaster-view'))
    .then((m) => ({ default: m.ToasterView })),
);

/**
 * The Toaster is not in the first load: it mounts at the first toast (app/toast.ts) or when the
 * admin area opens (requestToaster). Toasts raised before it mounts wait in react-hot-toast's store
 * and show when it does. Nothing renders on the server.
 */
export function AppToaster() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (mounted) return undefined;
    return onToasterRequested(() => setMounted(true));
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
