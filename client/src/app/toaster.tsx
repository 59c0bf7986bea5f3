import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastLibrary, onToasterRequested } from '../shared/toast';

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
