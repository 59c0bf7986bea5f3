import { PROFILE_IMAGE_MESSAGE } from '@field-rules';
import type { ImageRecordTestSpec } from '../../test/image-record-suites';
import { PROFILE_REQUIRED } from '../../test/profile-cases';
import { Founder } from './founder.entity';
import { recordFactory } from '../../test/record-factory';

const founders = recordFactory(Founder, (n) => ({
  name: `Founder ${n}`,
  role: 'Co-founder & CTO',
  bio: 'Builds teams and software that last.',
  email: `founder${n}@example.com`,
  linkedin: `https://linkedin.com/in/founder${n}`,
  twitter: null,
  image: `/uploads/founders/founder-${n}.png`,
}));

/** A valid founder's fields; override what a test cares about. */
export const buildFounder = founders.build;
export const insertFounder = founders.insert;

/** What the shared founder, team member and partner suites (test/image-record-suites.ts) need to know. */
export const FOUNDER_SUITE: ImageRecordTestSpec = {
  label: 'founder',
  labels: 'founders',
  entityName: 'Founder',
  recordType: 'Founder',
  folder: 'founders',
  file: 'image',
  imageRequired: PROFILE_IMAGE_MESSAGE,
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
