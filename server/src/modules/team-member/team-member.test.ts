import { jpegFile } from '../../test/images';
import { describeImageRecordGraphQL } from '../../test/image-record-suites';
import { PROFILE_GRAPHQL_INVALID_CREATES, PROFILE_GRAPHQL_INVALID_UPDATES } from '../../test/profile-cases';
import { TEAM_MEMBER_SUITE } from './team-member.factory';

// The cases team members share with founders and partners are in test/image-record-suites.ts.
describeImageRecordGraphQL(
  TEAM_MEMBER_SUITE,
  {
    type: 'TeamMember',
    one: 'teamMember',
    many: 'teamMembers',
    read: ['id', 'name', 'role', 'email', 'image'],
    invalidCreates: PROFILE_GRAPHQL_INVALID_CREATES,
    update: {
      patch: { role: 'Head of Design', linkedin: '' },
      expected: { role: 'Head of Design', linkedin: null },
    },
    invalidUpdates: PROFILE_GRAPHQL_INVALID_UPDATES,
  },
  (ctx) => {
    describe('createTeamMember', () => {
      it('treats an empty or missing linkedin as none', async () => {
        const { valid } = TEAM_MEMBER_SUITE;
        const res = await ctx.t.gqlUpload(
          ctx.ops.CREATE,
          { input: { ...valid, linkedin: '' }, image: null },
          { image: await jpegFile() },
          ctx.token,
        );
        expect(res.body.data!.createTeamMember).toMatchObject({ linkedin: null, image: expect.stringMatching(/\.jpg$/) });
        const withoutLinkedin = { name: valid.name, role: valid.role, bio: valid.bio, email: valid.email };
        expect((await ctx.create(withoutLinkedin)).linkedin).toBeNull();
      });
    });
  },
);
