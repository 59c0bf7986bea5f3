import { defineRecord } from '../record';
import { NAME_MAX, WEBSITE_MESSAGE } from '../rules';

/** The partner form (SPEC §5); the logo is a file. The website rule takes localhost too (LINK_RULES.website). */
export const PARTNER_RECORD = defineRecord('Partner', {
  name: { kind: 'text', label: 'Name', required: true, max: NAME_MAX },
  website: {
    kind: 'link',
    label: 'Website',
    required: true,
    link: 'website',
    message: WEBSITE_MESSAGE,
    placeholder: 'https://example.com',
  },
});
