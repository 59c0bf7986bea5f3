import { existsSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertFounder } from './founder.factory';

const FIELDS = 'id name role bio email linkedin twitter image createdAt updatedAt';
const CREATE = `mutation ($input: CreateFounderInput!, $image: Upload) { createFounder(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateFounderInput!, $image: Upload) { updateFounder(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteFounder(id: $id) { id name } }';

const validInput = {
  name: 'Ayesha Khan',
  role: 'CEO',
  bio: 'Leads the company.',
  email: 'ayesha@example.com',
  linkedin: 'https://www.linkedin.com/in/ayesha-khan',
  twitter: 'https://x.com/ayesha',
};

describe('founder', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const fileOnDisk = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));

  describe('queries', () => {
    it('lists founders newest first and reads one by id, anonymously', async () => {
      const older = await insertFounder(t.db.dataSource, { name: 'Older', createdAt: new Date('2024-01-01') });
      const newer = await insertFounder(t.db.dataSource, { name: 'Newer', createdAt: new Date('2025-01-01') });
      const list = await t.gql(`{ founders { id name } }`);
      const names = list.body.data!.founders.map((f: { name: string }) => f.name);
      expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));

      const one = await t.gql(`query ($id: ID!) { founder(id: $id) { id name email } }`, { id: older.id });
      expect(one.body.data!.founder).toEqual({ id: older.id, name: 'Older', email: older.email });
      expect(newer.id).not.toEqual(older.id);
    });

    it('pages a list with skip and take, and refuses a page size over 100', async () => {
      const page = await t.gql(`{ founders(skip: 1, take: 1) { id } }`);
      expect(page.body.data!.founders).toHaveLength(1);
      const tooBig = await t.gql(`{ founders(take: 101) { id } }`);
      expect(errorOf(tooBig)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { take: expect.any(String) } });
    });

    it("answers 'Founder not found' for an unknown or malformed id", async () => {
      for (const id of ['5f1d7c2e-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await t.gql(`query ($id: ID!) { founder(id: $id) { id } }`, { id });
        expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Founder not found', fields: undefined });
      }
    });
  });

  describe('createFounder', () => {
    it('creates a founder with a real image stored under /uploads', async () => {
      const res = await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: await pngFile() }, token);
      const founder = res.body.data!.createFounder;
      expect(founder).toMatchObject({ ...validInput, image: expect.stringMatching(/^\/uploads\/founders\/.+\.png$/) });
      expect(existsSync(fileOnDisk(founder.image))).toBe(true);
      const served = await t.http().get(founder.image);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('is refused with UNAUTHENTICATED (HTTP 401) without a token', async () => {
      const res = await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: await pngFile() });
      expect(res.status).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
    });

    it('is refused with a malformed token', async () => {
      const res = await t.gql(CREATE, { input: validInput }, 'not.a.jwt');
      expect(res.status).toBe(401);
      expect(errorOf(res).message).toBe('Invalid token.');
    });

    it.each([
      ['name', { name: '  ' }, 'Name is required'],
      ['role', { role: '' }, 'Role is required'],
      ['bio', { bio: '' }, 'Bio is required'],
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
      ['role', { role: 'R'.repeat(201) }, 'Role must be at most 200 characters'],
      [
        'linkedin',
        { linkedin: 'https://example.com/ayesha' },
        'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)',
      ],
      ['twitter', { twitter: 'https://facebook.com/ayesha' }, 'Please enter a valid Twitter/X URL (e.g., x.com/username)'],
    ])('rejects a bad %s with the SPEC message', async (field, override, message) => {
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, ...override }, image: null },
        { image: await pngFile() },
        token,
      );
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
    });

    it('accepts both Twitter/X domains and empty optional links', async () => {
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, twitter: 'https://twitter.com/someone', linkedin: '' }, image: null },
        { image: await jpegFile() },
        token,
      );
      expect(res.body.data!.createFounder).toMatchObject({ twitter: 'https://twitter.com/someone', linkedin: null });
    });

    it('refuses NUL characters, which Postgres refuses in text, with 400 and stores nothing', async () => {
      const before = (await t.gql('{ founders { id } }')).body.data!.founders.length;
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, name: 'Ayesha\u0000 Khan' }, image: null },
        { image: await pngFile() },
        token,
      );
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid characters in request' });
      expect((await t.gql('{ founders { id } }')).body.data!.founders).toHaveLength(before);
    });

    it("requires a profile image: 'Profile image is required'", async () => {
      const res = await t.gql(CREATE, { input: validInput }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { image: 'Profile image is required' } });
    });

    it('refuses a non-image file named .png and stores nothing', async () => {
      const before = (await t.gql('{ founders { id } }')).body.data!.founders.length;
      const res = await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: fakePngFile() }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect((await t.gql('{ founders { id } }')).body.data!.founders).toHaveLength(before);
    });
  });

  describe('updateFounder', () => {
    it('changes only the given fields and keeps the image when none is sent', async () => {
      const founder = await insertFounder(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: founder.id, input: { role: 'Chairman', twitter: 'https://x.com/chair' } }, token);
      expect(res.body.data!.updateFounder).toMatchObject({
        name: founder.name,
        role: 'Chairman',
        image: founder.image,
        twitter: 'https://x.com/chair',
      });
    });

    it('replaces the image and removes the old file', async () => {
      const created = (await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: await pngFile() }, token)).body
        .data!.createFounder;
      const res = await t.gqlUpload(UPDATE, { id: created.id, input: {}, image: null }, { image: await jpegFile() }, token);
      const updated = res.body.data!.updateFounder;
      expect(updated.image).toMatch(/\.jpg$/);
      expect(existsSync(fileOnDisk(updated.image))).toBe(true);
      expect(existsSync(fileOnDisk(created.image))).toBe(false);
    });

    it('validates the merged values with the SPEC messages', async () => {
      const founder = await insertFounder(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: founder.id, input: { email: 'broken' } }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: 'Please enter a valid email address' } });
    });

    it('is refused without a token and for an unknown id', async () => {
      const founder = await insertFounder(t.db.dataSource);
      expect(errorOf(await t.gql(UPDATE, { id: founder.id, input: { role: 'x' } })).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await t.gql(UPDATE, { id: 'nope', input: { role: 'x' } }, token)).message).toBe('Founder not found');
    });
  });

  describe('deleteFounder', () => {
    it('deletes the founder and its image file', async () => {
      const created = (await t.gqlUpload(CREATE, { input: validInput, image: null }, { image: await pngFile() }, token)).body
        .data!.createFounder;
      const res = await t.gql(DELETE, { id: created.id }, token);
      expect(res.body.data!.deleteFounder).toEqual({ id: created.id, name: created.name });
      expect(existsSync(fileOnDisk(created.image))).toBe(false);
      expect(errorOf(await t.gql(`query ($id: ID!) { founder(id: $id) { id } }`, { id: created.id })).code).toBe('NOT_FOUND');
    });

    it('is refused without a token', async () => {
      const founder = await insertFounder(t.db.dataSource);
      const res = await t.gql(DELETE, { id: founder.id });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    });
  });
});
