import { Toaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { TOAST_DURATIONS } from './toaster';

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
