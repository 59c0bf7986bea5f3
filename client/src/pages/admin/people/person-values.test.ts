import { personCreateInput, personUpdateInput, validatePerson, type PersonValues } from './person-values';

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
    expect(personCreateInput(values, { withTwitter: true })).toEqual({
      name: 'Ayesha Rahman',
      role: 'CEO',
      bio: 'Leads strategy.',
      email: 'ayesha@example.com',
    });
    expect(
      personCreateInput({ ...values, linkedin: 'https://linkedin.com/in/a', twitter: 'https://x.com/a' }, { withTwitter: false }),
    ).toEqual({
      name: 'Ayesha Rahman',
      role: 'CEO',
      bio: 'Leads strategy.',
      email: 'ayesha@example.com',
      linkedin: 'https://linkedin.com/in/a',
    });
  });

  it('sends every field on edit, emptied links as null to clear them', () => {
    expect(personUpdateInput(values, { withTwitter: true })).toEqual({
      name: 'Ayesha Rahman',
      role: 'CEO',
      bio: 'Leads strategy.',
      email: 'ayesha@example.com',
      linkedin: null,
      twitter: null,
    });
    expect(personUpdateInput(values, { withTwitter: false })).not.toHaveProperty('twitter');
  });

  it('ignores the Twitter/X rule for team members', () => {
    const team = { ...values, twitter: 'not a url' };
    expect(validatePerson(team, { withTwitter: false, imageRequired: false })).toEqual({});
    expect(validatePerson(team, { withTwitter: true, imageRequired: false })).toEqual({
      twitter: 'Please enter a valid Twitter/X URL (e.g., x.com/username)',
    });
  });

  it('requires the image only when asked to (create)', () => {
    expect(validatePerson(values, { withTwitter: true, imageRequired: true })).toEqual({ image: 'Profile image is required' });
    expect(
      validatePerson(
        { ...values, image: new File(['x'], 'a.png', { type: 'image/png' }) },
        { withTwitter: true, imageRequired: true },
      ),
    ).toEqual({});
  });
});
