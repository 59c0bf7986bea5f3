import { PARTNER_LOGO_MESSAGE } from '@field-rules';
import type { ImageRecordTestSpec } from '../../test/image-record-suites';
import { Partner } from './partner.entity';
import { recordFactory } from '../../test/record-factory';

const partners = recordFactory(Partner, (n) => ({
  name: `Partner ${n}`,
  website: `https://partner${n}.example.com`,
  logo: `/uploads/partners/partner-${n}.png`,
}));

/** A valid partner's fields; override what a test cares about. */
export const buildPartner = partners.build;
export const insertPartner = partners.insert;

/** What the shared founder, team member and partner suites (test/image-record-suites.ts) need to know. */
export const PARTNER_SUITE: ImageRecordTestSpec = {
  label: 'partner',
  labels: 'partners',
  entityName: 'Partner',
  recordType: 'Partner',
  folder: 'partners',
  file: 'logo',
  imageRequired: PARTNER_LOGO_MESSAGE,
  columns: ['name', 'website', 'logo'],
  valid: { name: 'Acme Cloud', website: 'https://acme.example.com' },
  required: { name: 'Name is required', website: 'Website is required' },
  insert: insertPartner,
};
