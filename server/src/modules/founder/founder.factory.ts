import type { DataSource } from 'typeorm';
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
