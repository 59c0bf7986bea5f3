import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertTeamMember } from './team-member.factory';

const FIELDS = 'id name role bio email linkedin image createdAt updatedAt';
const CREATE = `mutation ($input: CreateTeamMemberInput!, $image: Upload) { createTeamMember(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateTeamMemberInput!, $image: Upload) { updateTeamMember(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteTeamMember(id: $id) { id name } }';
const ONE = 'query ($id: ID!) { teamMember(id: $id) { id name role email image } }';
const UNKNOWN_ID = '5f1d7c2e-0000-4000-8000-000000000000';

const validInput = {
  name: 'Bilal Ahmed',
  role: 'Lead Designer',
  bio: 'Turns ideas into interfaces.',
  email: 'bilal@example.com',
  linkedin: 'https://www.linkedin.com/in/bilal-ahmed',
};

describe('team member', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const fileOnDisk = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));
  const storedFiles = () => {
    const dir = path.join(t.uploadsDir, 'team');
    // Stored images only: their responsive variants ('<name>-<width>.<ext>') come and go with them.
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => !/-\d+\.(avif|webp|jpg|png)$/.test(name))
          .sort()
      : [];
  };
  const createMember = async (input: object = validInput) =>
    (await t.gqlUpload(CREATE, { input, image: null }, { image: await pngFile() }, token)).body.data!.createTeamMember;

  describe('queries', () => {
    it('lists team members newest first and reads one by id, anonymously', async () => {
      const older = await insertTeamMember(t.db.dataSource, { name: 'Older', createdAt: new Date('2024-01-01') });
      await insertTeamMember(t.db.dataSource, { name: 'Newer', createdAt: new Date('2025-01-01') });
      const list = await t.gql(`{ teamMembers { id name } }`);
      const names = list.body.data!.teamMembers.map((m: { name: string }) => m.name);
      expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));

      const one = await t.gql(ONE, { id: older.id });
      expect(one.body.data!.teamMember).toEqual({
        id: older.id,
        name: 'Older',
        role: older.role,
        email: older.email,
        image: older.image,
      });
    });

    it('pages a list with skip and take, and refuses a page size over 100', async () => {
      await insertTeamMember(t.db.dataSource);
      await insertTeamMember(t.db.dataSource);
      const all = (await t.gql(`{ teamMembers { id } }`)).body.data!.teamMembers;
      const page = (await t.gql(`{ teamMembers(skip: 1, take: 1) { id } }`)).body.data!.teamMembers;
      expect(page).toEqual([all[1]]);
      const tooBig = await t.gql(`{ teamMembers(take: 101) { id } }`);
      expect(errorOf(tooBig)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { take: expect.any(String) } });
    });

    it("answers 'Team member not found' for an unknown or malformed id", async () => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await t.gql(ONE, { id });
        expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Team member not found', fields: undefined });
      }
    });
  });

  describe('createTeamMember', () => {
    it('creates a team member with a real image stored under /uploads/team', async () => {
      const res = await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: await pngFile() }, token);
      const member = res.body.data!.createTeamMember;
      expect(member).toMatchObject({ ...validInput, image: expect.stringMatching(/^\/uploads\/team\/.+\.png$/) });
      expect(existsSync(fileOnDisk(member.image))).toBe(true);
      const served = await t.http().get(member.image);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await t.gql(ONE, { id: member.id })).body.data!.teamMember.name).toBe(validInput.name);
    });

    it('is refused with UNAUTHENTICATED (HTTP 401) without a token, storing nothing', async () => {
      const before = storedFiles();
      const res = await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: await pngFile() });
      expect(res.status).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
      expect(storedFiles()).toEqual(before);
    });

    it.each([
      ['name', { name: '  ' }, 'Name is required'],
      ['role', { role: '' }, 'Role is required'],
      ['bio', { bio: '' }, 'Bio is required'],
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      [
        'linkedin',
        { linkedin: 'https://example.com/in/bilal' },
        'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)',
      ],
      [
        'linkedin',
        { linkedin: 'https://linkedin.com/company/acme' },
        'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)',
      ],
    ])('rejects a bad %s with the SPEC message and stores no file', async (field, override, message) => {
      const before = storedFiles();
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, ...override }, image: null },
        { image: await pngFile() },
        token,
      );
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect(storedFiles()).toEqual(before);
    });

    it('reports every missing field at once', async () => {
      const res = await t.gqlUpload(
        CREATE,
        { input: { name: '', role: '', bio: '', email: '' }, image: null },
        { image: await pngFile() },
        token,
      );
      expect(errorOf(res).fields).toEqual({
        name: 'Name is required',
        role: 'Role is required',
        bio: 'Bio is required',
        email: 'Email is required',
      });
    });

    it('treats an empty or missing linkedin as none', async () => {
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, linkedin: '' }, image: null },
        { image: await jpegFile() },
        token,
      );
      expect(res.body.data!.createTeamMember).toMatchObject({ linkedin: null, image: expect.stringMatching(/\.jpg$/) });
      const withoutLinkedin = { name: validInput.name, role: validInput.role, bio: validInput.bio, email: validInput.email };
      expect((await createMember(withoutLinkedin)).linkedin).toBeNull();
    });

    it("requires a profile image: 'Profile image is required'", async () => {
      const res = await t.gql(CREATE, { input: validInput }, token);
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Profile image is required',
        fields: { image: 'Profile image is required' },
      });
    });

    it('refuses a non-image file named .png and stores nothing', async () => {
      const before = (await t.gql('{ teamMembers { id } }')).body.data!.teamMembers.length;
      const files = storedFiles();
      const res = await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: fakePngFile() }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect((await t.gql('{ teamMembers { id } }')).body.data!.teamMembers).toHaveLength(before);
      expect(storedFiles()).toEqual(files);
    });
  });

  describe('updateTeamMember', () => {
    it('changes only the given fields and keeps the image when none is sent', async () => {
      const member = await insertTeamMember(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: member.id, input: { role: 'Head of Design', linkedin: '' } }, token);
      expect(res.body.data!.updateTeamMember).toMatchObject({
        id: member.id,
        name: member.name,
        bio: member.bio,
        email: member.email,
        role: 'Head of Design',
        linkedin: null,
        image: member.image,
      });
    });

    it('replaces the image and removes the old file', async () => {
      const created = await createMember();
      const res = await t.gqlUpload(UPDATE, { id: created.id, input: {}, image: null }, { image: await jpegFile() }, token);
      const updated = res.body.data!.updateTeamMember;
      expect(updated.image).toMatch(/^\/uploads\/team\/.+\.jpg$/);
      expect(existsSync(fileOnDisk(updated.image))).toBe(true);
      expect(existsSync(fileOnDisk(created.image))).toBe(false);
    });

    it('keeps the current image when the new file is not an image', async () => {
      const created = await createMember();
      const res = await t.gqlUpload(UPDATE, { id: created.id, input: {}, image: null }, { image: fakePngFile() }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect((await t.gql(ONE, { id: created.id })).body.data!.teamMember.image).toBe(created.image);
      expect(existsSync(fileOnDisk(created.image))).toBe(true);
    });

    it.each([
      ['name', { name: null }, 'Name is required'],
      ['role', { role: ' ' }, 'Role is required'],
      ['bio', { bio: '' }, 'Bio is required'],
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: 'broken' }, 'Please enter a valid email address'],
      ['linkedin', { linkedin: 'linkedin' }, 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)'],
    ])('validates a merged %s with the SPEC message, changing nothing', async (field, patch, message) => {
      const created = await createMember();
      const before = storedFiles();
      const res = await t.gqlUpload(UPDATE, { id: created.id, input: patch, image: null }, { image: await jpegFile() }, token);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect((await t.gql(ONE, { id: created.id })).body.data!.teamMember).toMatchObject({
        name: created.name,
        email: created.email,
        image: created.image,
      });
      expect(storedFiles()).toEqual(before);
    });

    it('is refused without a token (HTTP 401) and for an unknown or malformed id', async () => {
      const member = await insertTeamMember(t.db.dataSource);
      const anonymous = await t.gql(UPDATE, { id: member.id, input: { role: 'x' } });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      for (const id of [UNKNOWN_ID, 'nope']) {
        expect(errorOf(await t.gql(UPDATE, { id, input: { role: 'x' } }, token))).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Team member not found',
        });
      }
    });
  });

  describe('deleteTeamMember', () => {
    it('deletes the team member and its image file, returning the deleted record', async () => {
      const created = await createMember();
      const res = await t.gql(DELETE, { id: created.id }, token);
      expect(res.body.data!.deleteTeamMember).toEqual({ id: created.id, name: created.name });
      expect(existsSync(fileOnDisk(created.image))).toBe(false);
      expect(errorOf(await t.gql(ONE, { id: created.id })).message).toBe('Team member not found');
    });

    it('is refused without a token, keeping the record', async () => {
      const member = await insertTeamMember(t.db.dataSource);
      const res = await t.gql(DELETE, { id: member.id });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      expect((await t.gql(ONE, { id: member.id })).body.data!.teamMember.id).toBe(member.id);
    });

    it("answers 'Team member not found' for an unknown id", async () => {
      expect(errorOf(await t.gql(DELETE, { id: UNKNOWN_ID }, token))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Team member not found',
      });
    });
  });
});
