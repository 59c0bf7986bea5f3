import { SITE_DEFAULTS } from '@field-rules/site-defaults';

/**
 * The company's details and the home hero's texts as the site shipped them (SPEC §2). The live values
 * are the site settings the admin edits (app/site-settings.ts reads them from the server); these stand
 * in until they have arrived, and are what the server's migration stored first. One copy, shared with
 * the server (field-rules/site-defaults.ts).
 */
export const siteConfig = SITE_DEFAULTS;
