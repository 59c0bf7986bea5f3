import { jpegFile } from '../../test/images';
import { describeImageRecordRest } from '../../test/image-record-suites';
import { PROFILE_REST_INVALID_CREATES, PROFILE_REST_INVALID_UPDATES } from '../../test/profile-cases';
import { TEAM_MEMBER_SUITE } from './team-member.factory';

// The cases team members share with founders and partners are in test/image-record-suites.ts.
describeImageRecordRest(
  TEAM_MEMBER_SUITE,
  {
    path: '/api/team',
    invalidCreates: PROFILE_REST_INVALID_CREATES,
    update: { role: 'CTO' },
    invalidUpdates: PROFILE_REST_INVALID_UPDATES,
    notAField: { twitter: 'https://x.com/a' },
  },
  (ctx) => {
    describe('POST /api/team', () => {
      it('accepts a JPEG and a record without the optional linkedin', async () => {
        const { linkedin: _omit, ...required } = TEAM_MEMBER_SUITE.valid;
        const res = await ctx.createWith(required, await jpegFile());
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ ...required, linkedin: null, image: expect.stringMatching(/\.jpg$/) });
      });
    });

    describe('PUT /api/team/:id', () => {
      it('clears the optional linkedin with an empty value', async () => {
        const created = await ctx.create();
        const res = await ctx.t.http().put(`/api/team/${created.id}`).set('authorization', ctx.auth).field('linkedin', '');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ linkedin: null, name: TEAM_MEMBER_SUITE.valid.name });
      });
    });
  },
);
