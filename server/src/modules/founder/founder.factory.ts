import type { DataSource } from 'typeorm';
import type { ImageRecordTestSpec } from '../../test/image-record-suites';
import { PROFILE_REQUIRED } from '../../test/profile-cases';
import { Founder } from './founder.entity';

let sequence = 0;

/** A valid founder's fields; override what a test cares about. */
export function buildFounder(overrides: Partial<Founder> = {}): Partial<Founder> {
  sequence += 1;
  return {
    name: `Founder ${sequence}`,
    role: 'Co-founder & CTO',
    bio: 'Builds teams and software that last.',
    email: `founder${sequence}@example.com`,
    linkedin: `https://linkedin.com/in/founder${sequence}`,
    twitter: null,
    image: `/uploads/founders/founder-${sequence}.png`,
    ...overrides,
  };
}

export function insertFounder(dataSource: DataSource, overrides: Partial<Founder> = {}): Promise<Founder> {
  const repo = dataSource.getRepository(Founder);
  return repo.save(repo.create(buildFounder(overrides)));
}

/** What the shared founder, team member and partner suites (test/image-record-suites.ts) need to know. */
export const FOUNDER_SUITE: ImageRecordTestSpec = {
  label: 'founder',
  labels: 'founders',
  entityName: 'Founder',
  folder: 'founders',
  file: 'image',
  imageRequired: 'Profile image is required',
  columns: ['name', 'role', 'bio', 'email', 'linkedin', 'twitter', 'image'],
  valid: {
    name: 'Ayesha Khan',
    role: 'CEO',
    bio: 'Leads the company.',
    email: 'ayesha@example.com',
    linkedin: 'https://www.linkedin.com/in/ayesha-khan',
    twitter: 'https://x.com/ayesha',
  },
  required: PROFILE_REQUIRED,
  insert: insertFounder,
};
