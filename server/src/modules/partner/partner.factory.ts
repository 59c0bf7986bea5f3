import type { DataSource } from 'typeorm';
import type { ImageRecordTestSpec } from '../../test/image-record-suites';
import { Partner } from './partner.entity';

let sequence = 0;

/** A valid partner's fields; override what a test cares about. */
export function buildPartner(overrides: Partial<Partner> = {}): Partial<Partner> {
  sequence += 1;
  return {
    name: `Partner ${sequence}`,
    website: `https://partner${sequence}.example.com`,
    logo: `/uploads/partners/partner-${sequence}.png`,
    ...overrides,
  };
}

export function insertPartner(dataSource: DataSource, overrides: Partial<Partner> = {}): Promise<Partner> {
  const repo = dataSource.getRepository(Partner);
  return repo.save(repo.create(buildPartner(overrides)));
}

/** What the shared founder, team member and partner suites (test/image-record-suites.ts) need to know. */
export const PARTNER_SUITE: ImageRecordTestSpec = {
  label: 'partner',
  labels: 'partners',
  entityName: 'Partner',
  folder: 'partners',
  file: 'logo',
  imageRequired: 'Partner logo is required',
  columns: ['name', 'website', 'logo'],
  valid: { name: 'Acme Cloud', website: 'https://acme.example.com' },
  required: { name: 'Name is required', website: 'Website is required' },
  insert: insertPartner,
};
