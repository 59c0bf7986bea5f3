import { Toaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';

/**
 * SPEC §2/§9: notifications top-right; errors 4000 ms, successes 3000 ms, plain 4000 ms, loading
 * without limit. react-hot-toast keeps at most 20 (its built-in limit, the SPEC's number). Here, not in
 * toaster.tsx, which loads this module on demand: an import back would make the two a cycle.
 */
const TOAST_DURATIONS = { plain: 4000, error: 4000, success: 3000, loading: Infinity } as const;

/** react-hot-toast's Toaster with the site's placement, durations and colours (loaded by AppToaster). */
export function ToasterView() {
  const theme = useTheme();
  return (
    <Toaster
      position="top-right"
      // Below the fixed navigation / admin header, so toasts never cover their buttons.
      containerStyle={{ top: `calc(${theme.navHeight} + 8px)` }}
      toastOptions={{
        duration: TOAST_DURATIONS.plain,
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: TOAST_DURATIONS.loading },
        style: { background: theme.colors.card, color: theme.colors.text, border: `1px solid ${theme.colors.border}` },
      }}
    />
  );
}
