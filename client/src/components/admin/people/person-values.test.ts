import { FOUNDER_RECORD, TEAM_MEMBER_RECORD } from '@field-rules/records/person';
import { personCreateInput, personUpdateInput, validatePerson, type PersonValues } from './person-values';

const FOUNDER_FIELDS = FOUNDER_RECORD;
const TEAM_FIELDS = TEAM_MEMBER_RECORD;

const values: PersonValues = {
  name: ' Ayesha Rahman ',
  role: 'CEO',
  bio: 'Leads strategy.',
  email: 'ayesha@example.com',
  linkedin: '',
  twitter: '  ',
  image: null,
  imageAlt: '',
};

describe('person values', () => {
  it('sends only the non-empty, trimmed text fields on create (SPEC §7)', () => {
    expect(personCreateInput(values, FOUNDER_FIELDS)).toEqual({
      name: 'Ayesha Rahman',
      role: 'CEO',
      bio: 'Leads strategy.',
      email: 'ayesha@example.com',
    });
    expect(
      personCreateInput({ ...values, linkedin: 'https://linkedin.com/in/a', twitter: 'https://x.com/a' }, TEAM_FIELDS),
    ).toEqual({
      name: 'Ayesha Rahman',
      role: 'CEO',
      bio: 'Leads strategy.',
      email: 'ayesha@example.com',
      linkedin: 'https://linkedin.com/in/a',
    });
  });

  it('sends every field on edit, emptied links as null to clear them', () => {
    expect(personUpdateInput(values, FOUNDER_FIELDS)).toEqual({
      name: 'Ayesha Rahman',
      role: 'CEO',
      bio: 'Leads strategy.',
      email: 'ayesha@example.com',
      linkedin: null,
      twitter: null,
    });
    expect(personUpdateInput(values, TEAM_FIELDS)).not.toHaveProperty('twitter');
  });

  it("has no Twitter/X rule in the team members' list", () => {
    const team = { ...values, twitter: 'not a url' };
    expect(validatePerson(team, TEAM_FIELDS, { imageRequired: false })).toEqual({});
    expect(validatePerson(team, FOUNDER_FIELDS, { imageRequired: false })).toEqual({
      twitter: 'Please enter a valid Twitter/X URL (e.g., x.com/username)',
    });
  });

  it('requires the image only when asked to (create)', () => {
    expect(validatePerson(values, FOUNDER_FIELDS, { imageRequired: true })).toEqual({ image: 'Profile image is required' });
    expect(
      validatePerson({ ...values, image: new File(['x'], 'a.png', { type: 'image/png' }) }, FOUNDER_FIELDS, {
        imageRequired: true,
      }),
    ).toEqual({});
  });
});
