import { EMAIL_MESSAGE, LINKEDIN_MESSAGE } from '@field-rules';
import type { GraphQLInvalidCase, RestInvalidCase } from './image-record-suites';

/**
 * The person form founders and team members share (shared/profile-input.ts): its required fields and the bad
 * values both record types must refuse alike, for the shared suites in image-record-suites.ts.
 */
export const PROFILE_REQUIRED = {
  name: 'Name is required',
  role: 'Role is required',
  bio: 'Bio is required',
  email: 'Email is required',
};

export const PROFILE_GRAPHQL_INVALID_CREATES: GraphQLInvalidCase[] = [
  ['name', { name: '  ' }, 'Name is required'],
  ['role', { role: '' }, 'Role is required'],
  ['bio', { bio: '' }, 'Bio is required'],
  ['email', { email: '' }, 'Email is required'],
  ['email', { email: 'not-an-email' }, EMAIL_MESSAGE],
  ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
  ['role', { role: 'R'.repeat(201) }, 'Role must be at most 200 characters'],
  ['linkedin', { linkedin: 'https://example.com/ayesha' }, LINKEDIN_MESSAGE],
  ['linkedin', { linkedin: 'https://example.com/in/bilal' }, LINKEDIN_MESSAGE],
  ['linkedin', { linkedin: 'https://linkedin.com/company/acme' }, LINKEDIN_MESSAGE],
];

export const PROFILE_GRAPHQL_INVALID_UPDATES: GraphQLInvalidCase[] = [
  ['name', { name: null }, 'Name is required'],
  ['role', { role: ' ' }, 'Role is required'],
  ['bio', { bio: '' }, 'Bio is required'],
  ['email', { email: '' }, 'Email is required'],
  ['email', { email: 'broken' }, EMAIL_MESSAGE],
  ['linkedin', { linkedin: 'linkedin' }, LINKEDIN_MESSAGE],
];

export const PROFILE_REST_INVALID_CREATES: RestInvalidCase[] = [
  [
    { email: 'nope', linkedin: 'https://example.com/x' },
    { email: EMAIL_MESSAGE, linkedin: LINKEDIN_MESSAGE },
  ],
  [
    { email: 'nope', linkedin: 'https://example.com/in/x' },
    { email: EMAIL_MESSAGE, linkedin: LINKEDIN_MESSAGE },
  ],
  [{ linkedin: 'https://www.linkedin.com/company/acme' }, { linkedin: LINKEDIN_MESSAGE }],
  [{ email: 'a@b' }, { email: EMAIL_MESSAGE }],
];

export const PROFILE_REST_INVALID_UPDATES: RestInvalidCase[] = [
  [
    { name: '', email: 'broken' },
    { name: 'Name is required', email: EMAIL_MESSAGE },
  ],
  [{ linkedin: 'linkedin' }, { linkedin: LINKEDIN_MESSAGE }],
];
