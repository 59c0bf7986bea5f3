import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

export type ThemeMode = 'light' | 'dark';

/** SPEC §3/§4: the choice is saved under 'theme'. */
export const THEME_STORAGE_KEY = 'theme';

/** The saved choice if it is light or dark, otherwise the system's dark-mode preference. */
export function initialThemeMode(): ThemeMode {
  if (typeof window === 'undefined') return 'light';
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // Storage unavailable: fall back to the system preference.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

interface ThemeModeValue {
  mode: ThemeMode;
  /**
   * False while the page is server-rendered or being hydrated: the server cannot know the mode, so
   * anything that depends on it must render both variants (CSS shows one, by the root's 'dark' class)
   * until this turns true right after hydration, without a hydration mismatch.
   */
  known: boolean;
  toggle(): void;
}

/**
 * `known` is not in the context: it turns true right after hydration, and a context change then would
 * reach the page's Suspense boundaries before they hydrate and make React hydrate them all at once
 * (shared/hydration-boundary.tsx). Each consumer asks useIsHydrated() itself.
 */
const ThemeModeContext = createContext<Omit<ThemeModeValue, 'known'> | null>(null);

const noSubscription = () => () => undefined;

/** False on the server and during hydration, true from then on (and at once in a client-only render). */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialThemeMode);

  // Every change is saved and mirrored as the 'dark' class on the document root (SPEC §4), in the commit that
  // made it: the islands' Preact runs a plain effect a frame later, so a toggle would show its icon before its theme.
  useLayoutEffect(() => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Not saved; the toggle still works for this visit.
    }
    document.documentElement.classList.toggle('dark', mode === 'dark');
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const toggle = useCallback(() => setMode((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  const known = useIsHydrated();
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return { ...value, known };
}
