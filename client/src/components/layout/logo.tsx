import { siteConfig } from '../../shared/site-config';
import { useThemeMode, type ThemeMode } from '../../shared/theme-mode';

const LOGO_FOR: Record<ThemeMode, string> = { light: '/logo-dark.svg', dark: '/logo-light.svg' };

/**
 * SPEC §2: the logo swaps between its dark version (light theme) and its light version (dark theme).
 * Server-rendered and while hydrating, both are in the markup and CSS shows the one for the root's class.
 */
export function Logo() {
  const { mode, known } = useThemeMode();
  if (!known) {
    return (
      <>
        {(['light', 'dark'] as const).map((shown) => (
          <img key={shown} src={LOGO_FOR[shown]} alt={siteConfig.companyName} width={190} height={40} data-theme-show={shown} />
        ))}
      </>
    );
  }
  return <img src={LOGO_FOR[mode]} alt={siteConfig.companyName} width={190} height={40} data-theme-logo={mode} />;
}
