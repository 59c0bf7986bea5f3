import { describeImageRecordRest } from '../../test/image-record-suites';
import { PROFILE_REST_INVALID_CREATES, PROFILE_REST_INVALID_UPDATES } from '../../test/profile-cases';
import { FOUNDER_SUITE } from './founder.factory';

// The cases founders share with team members and partners are in test/image-record-suites.ts.
describeImageRecordRest(FOUNDER_SUITE, {
  path: '/api/founders',
  invalidCreates: PROFILE_REST_INVALID_CREATES,
  update: { role: 'Chairman' },
  invalidUpdates: PROFILE_REST_INVALID_UPDATES,
  notAField: { website: 'https://acme.example.com' },
});
