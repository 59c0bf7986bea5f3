import { jpegFile } from '../../test/images';
import { describeImageRecordGraphQL } from '../../test/image-record-suites';
import { PROFILE_GRAPHQL_INVALID_CREATES, PROFILE_GRAPHQL_INVALID_UPDATES } from '../../test/profile-cases';
import { FOUNDER_SUITE } from './founder.factory';

// The cases founders share with team members and partners are in test/image-record-suites.ts.
describeImageRecordGraphQL(
  FOUNDER_SUITE,
  {
    type: 'Founder',
    one: 'founder',
    many: 'founders',
    read: ['id', 'name', 'role', 'email', 'image'],
    invalidCreates: [
      ...PROFILE_GRAPHQL_INVALID_CREATES,
      ['twitter', { twitter: 'https://facebook.com/ayesha' }, 'Please enter a valid Twitter/X URL (e.g., x.com/username)'],
    ],
    update: {
      patch: { role: 'Chairman', twitter: 'https://x.com/chair' },
      expected: { role: 'Chairman', twitter: 'https://x.com/chair' },
    },
    invalidUpdates: PROFILE_GRAPHQL_INVALID_UPDATES,
  },
  (ctx) => {
    describe('createFounder', () => {
      it('accepts both Twitter/X domains and empty optional links', async () => {
        const res = await ctx.t.gqlUpload(
          ctx.ops.CREATE,
          { input: { ...FOUNDER_SUITE.valid, twitter: 'https://twitter.com/someone', linkedin: '' }, image: null },
          { image: await jpegFile() },
          ctx.token,
        );
        expect(res.body.data!.createFounder).toMatchObject({ twitter: 'https://twitter.com/someone', linkedin: null });
      });
    });
  },
);
