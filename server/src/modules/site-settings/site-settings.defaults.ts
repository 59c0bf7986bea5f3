import { SITE_DEFAULTS } from '@field-rules/site-defaults';
import type { SiteSettings } from './site-settings.entity';

export type SiteSettingsValues = Omit<SiteSettings, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/**
 * What the site showed before settings were editable (SPEC §2): the one copy both sides share
 * (field-rules/site-defaults.ts, also the client's shared/site-config.ts). The migration stores
 * these; the service falls back to them should the row be gone.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettingsValues = { ...SITE_DEFAULTS, phones: [...SITE_DEFAULTS.phones] };
