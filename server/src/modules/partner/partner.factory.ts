import type { DataSource } from 'typeorm';
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
