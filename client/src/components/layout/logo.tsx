import { siteConfig } from '../../app/site-config';
import { useThemeMode } from '../../app/theme-mode';

/** SPEC §2: the logo swaps between its dark version (light theme) and its light version (dark theme). */
export function Logo() {
  const { mode } = useThemeMode();
  const src = mode === 'dark' ? '/logo-light.svg' : '/logo-dark.svg';
  return <img src={src} alt={siteConfig.companyName} width={190} height={40} data-theme-logo={mode} />;
}
