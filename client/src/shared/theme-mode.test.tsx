import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialThemeMode, THEME_STORAGE_KEY, ThemeModeProvider, useThemeMode } from './theme-mode';

function Probe() {
  const { mode, toggle } = useThemeMode();
  return (
    <button type="button" onClick={toggle}>
      mode:{mode}
    </button>
  );
}

function preferDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({ matches: dark && query.includes('dark'), media: query })) as never;
}

describe('theme mode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
    preferDark(false);
  });

  it('starts from the saved choice when it is light or dark', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(initialThemeMode()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    preferDark(true);
    expect(initialThemeMode()).toBe('light');
  });

  it('falls back to the system dark-mode preference when nothing valid is saved', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    preferDark(true);
    expect(initialThemeMode()).toBe('dark');
    preferDark(false);
    expect(initialThemeMode()).toBe('light');
  });

  it("toggles, saves every change under 'theme' and mirrors it as the 'dark' class on the root", async () => {
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('mode:light');
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('mode:dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
