import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertPartner } from './partner.factory';

const FIELDS = 'id name website logo createdAt updatedAt';
const CREATE = `mutation ($input: CreatePartnerInput!, $logo: Upload) { createPartner(input: $input, logo: $logo) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdatePartnerInput!, $logo: Upload) { updatePartner(id: $id, input: $input, logo: $logo) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deletePartner(id: $id) { id name } }';
const ONE = 'query ($id: ID!) { partner(id: $id) { id name website logo } }';
const UNKNOWN_ID = '5f1d7c2e-0000-4000-8000-000000000000';
const URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

const validInput = { name: 'Acme Cloud', website: 'https://acme.example.com' };

describe('partner', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const fileOnDisk = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));
  const storedFiles = () => {
    const dir = path.join(t.uploadsDir, 'partners');
    // Stored images only: their responsive variants ('<name>-<width>.<ext>') come and go with them.
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => !/-\d+\.(avif|webp|jpg|png)$/.test(name))
          .sort()
      : [];
  };
  const createPartner = async (input: object = validInput) =>
    (await t.gqlUpload(CREATE, { input, logo: null }, { logo: await pngFile() }, token)).body.data!.createPartner;

  describe('queries', () => {
    it('lists partners newest first and reads one by id, anonymously', async () => {
      const older = await insertPartner(t.db.dataSource, { name: 'Older', createdAt: new Date('2024-01-01') });
      await insertPartner(t.db.dataSource, { name: 'Newer', createdAt: new Date('2025-01-01') });
      const list = await t.gql(`{ partners { id name } }`);
      const names = list.body.data!.partners.map((p: { name: string }) => p.name);
      expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));

      const one = await t.gql(ONE, { id: older.id });
      expect(one.body.data!.partner).toEqual({ id: older.id, name: 'Older', website: older.website, logo: older.logo });
    });

    it('pages a list with skip and take, and refuses a page size over 100', async () => {
      await insertPartner(t.db.dataSource);
      await insertPartner(t.db.dataSource);
      const all = (await t.gql(`{ partners { id } }`)).body.data!.partners;
      const page = (await t.gql(`{ partners(skip: 1, take: 1) { id } }`)).body.data!.partners;
      expect(page).toEqual([all[1]]);
      const tooBig = await t.gql(`{ partners(take: 101) { id } }`);
      expect(errorOf(tooBig)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { take: expect.any(String) } });
    });

    it("answers 'Partner not found' for an unknown or malformed id", async () => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await t.gql(ONE, { id });
        expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Partner not found', fields: undefined });
      }
    });
  });

  describe('createPartner', () => {
    it('creates a partner with a real logo stored under /uploads/partners', async () => {
      const res = await t.gqlUpload(CREATE, { input: validInput, logo: null }, { logo: await pngFile() }, token);
      const partner = res.body.data!.createPartner;
      expect(partner).toMatchObject({ ...validInput, logo: expect.stringMatching(/^\/uploads\/partners\/.+\.png$/) });
      expect(existsSync(fileOnDisk(partner.logo))).toBe(true);
      const served = await t.http().get(partner.logo);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await t.gql(ONE, { id: partner.id })).body.data!.partner.name).toBe(validInput.name);
    });

    it('is refused with UNAUTHENTICATED (HTTP 401) without a token, storing nothing', async () => {
      const before = storedFiles();
      const res = await t.gqlUpload(CREATE, { input: validInput, logo: null }, { logo: await pngFile() });
      expect(res.status).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
      expect(storedFiles()).toEqual(before);
    });

    it.each([
      ['name', { name: ' ' }, 'Name is required'],
      ['website', { website: '' }, 'Website is required'],
      ['website', { website: 'acme.example.com' }, URL_MESSAGE],
      ['website', { website: 'ftp://acme.example.com' }, URL_MESSAGE],
      ['website', { website: 'https://' }, URL_MESSAGE],
      ['website', { website: 'http:///path-only' }, URL_MESSAGE],
      ['website', { website: 'https://acme example.com' }, URL_MESSAGE],
    ])('rejects a bad %s (%j) with the SPEC message and stores no file', async (field, override, message) => {
      const before = storedFiles();
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, ...override }, logo: null },
        { logo: await pngFile() },
        token,
      );
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect(storedFiles()).toEqual(before);
    });

    it.each(['http://acme.example.com', 'https://acme.example.com/about?ref=site#team', 'http://localhost:3000'])(
      'accepts the website %s',
      async (website) => {
        expect((await createPartner({ ...validInput, website })).website).toBe(website);
      },
    );

    it('trims the values it stores', async () => {
      const created = await createPartner({ name: '  Globex  ', website: ' https://globex.example.com ' });
      expect(created).toMatchObject({ name: 'Globex', website: 'https://globex.example.com' });
    });

    it("requires a logo: 'Partner logo is required' on the field 'logo'", async () => {
      const res = await t.gql(CREATE, { input: validInput }, token);
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Partner logo is required',
        fields: { logo: 'Partner logo is required' },
      });
    });

    it('refuses a non-image file named .png and stores nothing', async () => {
      const before = (await t.gql('{ partners { id } }')).body.data!.partners.length;
      const files = storedFiles();
      const res = await t.gqlUpload(CREATE, { input: validInput, logo: null }, { logo: fakePngFile() }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect((await t.gql('{ partners { id } }')).body.data!.partners).toHaveLength(before);
      expect(storedFiles()).toEqual(files);
    });
  });

  describe('updatePartner', () => {
    it('changes only the given fields and keeps the logo when none is sent', async () => {
      const partner = await insertPartner(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: partner.id, input: { website: 'http://new.example.com' } }, token);
      expect(res.body.data!.updatePartner).toMatchObject({
        id: partner.id,
        name: partner.name,
        website: 'http://new.example.com',
        logo: partner.logo,
      });
    });

    it('replaces the logo and removes the old file', async () => {
      const created = await createPartner();
      const res = await t.gqlUpload(UPDATE, { id: created.id, input: {}, logo: null }, { logo: await jpegFile() }, token);
      const updated = res.body.data!.updatePartner;
      expect(updated.logo).toMatch(/^\/uploads\/partners\/.+\.jpg$/);
      expect(existsSync(fileOnDisk(updated.logo))).toBe(true);
      expect(existsSync(fileOnDisk(created.logo))).toBe(false);
    });

    it('keeps the current logo when the new file is not an image', async () => {
      const created = await createPartner();
      const res = await t.gqlUpload(UPDATE, { id: created.id, input: {}, logo: null }, { logo: fakePngFile() }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect((await t.gql(ONE, { id: created.id })).body.data!.partner.logo).toBe(created.logo);
      expect(existsSync(fileOnDisk(created.logo))).toBe(true);
    });

    it.each([
      ['name', { name: null }, 'Name is required'],
      ['website', { website: '' }, 'Website is required'],
      ['website', { website: 'https://' }, URL_MESSAGE],
    ])('validates a merged %s with the SPEC message, changing nothing', async (field, patch, message) => {
      const created = await createPartner();
      const before = storedFiles();
      const res = await t.gqlUpload(UPDATE, { id: created.id, input: patch, logo: null }, { logo: await jpegFile() }, token);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect((await t.gql(ONE, { id: created.id })).body.data!.partner).toEqual({
        id: created.id,
        name: created.name,
        website: created.website,
        logo: created.logo,
      });
      expect(storedFiles()).toEqual(before);
    });

    it('is refused without a token (HTTP 401) and for an unknown or malformed id', async () => {
      const partner = await insertPartner(t.db.dataSource);
      const anonymous = await t.gql(UPDATE, { id: partner.id, input: { name: 'x' } });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      for (const id of [UNKNOWN_ID, 'nope']) {
        expect(errorOf(await t.gql(UPDATE, { id, input: { name: 'x' } }, token))).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Partner not found',
        });
      }
    });
  });

  describe('deletePartner', () => {
    it('deletes the partner and its logo file, returning the deleted record', async () => {
      const created = await createPartner();
      const res = await t.gql(DELETE, { id: created.id }, token);
      expect(res.body.data!.deletePartner).toEqual({ id: created.id, name: created.name });
      expect(existsSync(fileOnDisk(created.logo))).toBe(false);
      expect(errorOf(await t.gql(ONE, { id: created.id })).message).toBe('Partner not found');
    });

    it('is refused without a token, keeping the record', async () => {
      const partner = await insertPartner(t.db.dataSource);
      const res = await t.gql(DELETE, { id: partner.id });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      expect((await t.gql(ONE, { id: partner.id })).body.data!.partner.id).toBe(partner.id);
    });

    it("answers 'Partner not found' for an unknown id", async () => {
      expect(errorOf(await t.gql(DELETE, { id: UNKNOWN_ID }, token))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Partner not found',
      });
    });
  });
});
