import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { startTestApp, type TestApp, type TestFile } from '../../test/test-app';
import { insertPartner } from './partner.factory';

const fields = { name: 'Acme Cloud', website: 'https://acme.example.com' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED_ID = 'not-an-id';
const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

describe('REST /api/partners', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')));
  const storedFiles = () => {
    const dir = path.join(t.uploadsDir, 'partners');
    // Stored images only: their responsive variants ('<name>-<width>.<ext>') come and go with them.
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => !/-\d+\.(avif|webp|jpg|png)$/.test(name))
          .sort()
      : [];
  };
  const createWith = async (values: Record<string, string>, file?: TestFile, field = 'image') => {
    const req = t.http().post('/api/partners').set('authorization', auth);
    for (const [key, value] of Object.entries(values)) req.field(key, value);
    if (file) req.attach(field, file.bytes, file.filename);
    return req;
  };
  const create = async (values: Record<string, string> = fields) => {
    const res = await createWith(values, await pngFile());
    expect(res.status).toBe(201);
    return res.body as Record<string, string>;
  };
  const countInDb = async () => (await t.http().get('/api/partners')).body.length as number;

  describe('GET /api/partners', () => {
    it('lists partners as a bare array, newest first, each with _id equal to id, timestamps and logo', async () => {
      const older = await insertPartner(t.db.dataSource, { createdAt: new Date('2024-01-01') });
      const newer = await insertPartner(t.db.dataSource, { createdAt: new Date('2025-01-01') });
      const res = await t.http().get('/api/partners');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Array.isArray(res.body)).toBe(true);
      const ids = res.body.map((p: { _id: string }) => p._id);
      expect(ids).toEqual(expect.arrayContaining([older.id, newer.id]));
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const createdAts = res.body.map((p: { createdAt: string }) => Date.parse(p.createdAt));
      expect(createdAts).toEqual([...createdAts].sort((a, b) => b - a));
      for (const partner of res.body) {
        expect(partner._id).toBe(partner.id);
        expect(partner).toMatchObject({ createdAt: expect.any(String), updatedAt: expect.any(String) });
      }
      expect(res.body.find((p: { id: string }) => p.id === newer.id)).toEqual({
        _id: newer.id,
        id: newer.id,
        name: newer.name,
        website: newer.website,
        logo: newer.logo,
        // Manual order (ADR 035): a field the contract does not forbid.
        position: newer.position,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('is public (no token needed) and ignores a bad token on reads', async () => {
      const res = await t.http().get('/api/partners').set('authorization', 'Bearer nonsense');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    });
  });

  describe('GET /api/partners/:id', () => {
    it('reads one partner as a bare object with _id and logo', async () => {
      const partner = await insertPartner(t.db.dataSource);
      const res = await t.http().get(`/api/partners/${partner.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: partner.id,
        id: partner.id,
        name: partner.name,
        website: partner.website,
        logo: partner.logo,
      });
    });

    it.each([UNKNOWN_ID, MALFORMED_ID])('answers 404 JSON {message: "Partner not found"} for id %s', async (id) => {
      const res = await t.http().get(`/api/partners/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ message: 'Partner not found' });
    });
  });

  describe('POST /api/partners', () => {
    it('creates from multipart (file field image): 201, the bare record with the file as logo, stored and served', async () => {
      const res = await createWith(fields, await pngFile());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        ...fields,
        _id: res.body.id,
        id: expect.any(String),
        logo: expect.stringMatching(/^\/uploads\/partners\/.+\.png$/),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.body).not.toHaveProperty('image');
      expect(onDisk(res.body.logo)).toBe(true);
      const served = await t.http().get(res.body.logo);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/png/);
      expect((await t.http().get(`/api/partners/${res.body.id}`)).body).toMatchObject({ ...fields, logo: res.body.logo });
    });

    it('accepts an http:// website and a JPEG logo', async () => {
      const res = await createWith({ name: 'Plain', website: 'http://plain.example.org/about?x=1' }, await jpegFile());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ website: 'http://plain.example.org/about?x=1', logo: expect.stringMatching(/\.jpg$/) });
    });

    it("ignores fields that are not the entity's (no mass assignment of id, timestamps or logo)", async () => {
      const res = await createWith(
        {
          ...fields,
          _id: 'x',
          id: 'y',
          createdAt: '2001-01-01T00:00:00Z',
          updatedAt: '2001-01-01T00:00:00Z',
          logo: '/uploads/evil.png',
          featured: 'true',
        },
        await pngFile(),
      );
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe('y');
      expect(res.body._id).toBe(res.body.id);
      expect(res.body.createdAt.startsWith('2001')).toBe(false);
      expect(res.body.updatedAt.startsWith('2001')).toBe(false);
      expect(res.body.logo).toMatch(/^\/uploads\/partners\//);
      expect(res.body).not.toHaveProperty('featured');
    });

    it("answers 400 'Partner logo is required' for a JSON body (or multipart) without a file", async () => {
      const before = await countInDb();
      const json = await t.http().post('/api/partners').set('authorization', auth).send(fields);
      expect(json.status).toBe(400);
      expect(json.body.message).toBe('Partner logo is required');
      expect(Object.values(json.body.errors)).toEqual(['Partner logo is required']);
      const multipart = await createWith(fields);
      expect(multipart.status).toBe(400);
      expect(multipart.body.message).toBe('Partner logo is required');
      // A text logo (or image) does not stand in for the file.
      const smuggled = await t
        .http()
        .post('/api/partners')
        .set('authorization', auth)
        .send({ ...fields, logo: '/uploads/partners/x.png', image: '/uploads/partners/x.png' });
      expect(smuggled.status).toBe(400);
      expect(smuggled.body.message).toBe('Partner logo is required');
      expect(await countInDb()).toBe(before);
    });

    it('answers 400 with name and website required in the SPEC words, nothing stored', async () => {
      const files = storedFiles();
      const res = await createWith({}, await pngFile());
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: 'Name is required', website: 'Website is required' });
      expect(res.body.message).toBe('Name is required');
      const blanks = await t.http().post('/api/partners').set('authorization', auth).send({ name: '  ', website: '' });
      expect(blanks.status).toBe(400);
      expect(blanks.body.errors).toEqual({ name: 'Name is required', website: 'Website is required' });
      expect(storedFiles()).toEqual(files);
    });

    it.each(['acme.example.com', 'ftp://acme.example.com', 'https://', 'https://acme .com', 'www.acme.com'])(
      'answers 400 with the website message for %s',
      async (website) => {
        const res = await createWith({ ...fields, website }, await pngFile());
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: WEBSITE_MESSAGE, errors: { website: WEBSITE_MESSAGE } });
      },
    );

    it('refuses a non-image named .png: 400 "Only image files are allowed!", nothing stored', async () => {
      const before = await countInDb();
      const files = storedFiles();
      const res = await createWith(fields, fakePngFile());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      expect(await countInDb()).toBe(before);
      expect(storedFiles()).toEqual(files);
    });

    it('refuses a file under another field name, even logo (400), and a file over 10 MB (413)', async () => {
      const wrongField = await createWith(fields, await pngFile(), 'logo');
      expect(wrongField.status).toBe(400);
      expect(wrongField.body).toMatchObject({ success: false, message: expect.stringMatching(/Unexpected file field/) });
      const { bytes } = await pngFile();
      const big = await createWith(fields, {
        bytes: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 + 1)]),
        filename: 'big.png',
      });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ success: false, message: 'File too large', requestId: expect.any(String) });
    });
  });

  describe('PUT /api/partners/:id', () => {
    it('updates from JSON, changing only the fields sent, keeping the logo', async () => {
      const created = await create();
      const res = await t
        .http()
        .put(`/api/partners/${created.id}`)
        .set('authorization', auth)
        .send({ website: 'https://new.example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: created.id,
        id: created.id,
        name: fields.name,
        website: 'https://new.example.com',
        logo: created.logo,
      });
      expect(onDisk(created.logo)).toBe(true);
      expect((await t.http().get(`/api/partners/${created.id}`)).body.website).toBe('https://new.example.com');
    });

    it('updates from multipart without a file (logo kept) and with one (logo replaced, old file removed)', async () => {
      const created = await create();
      const textOnly = await t.http().put(`/api/partners/${created.id}`).set('authorization', auth).field('name', 'Renamed');
      expect(textOnly.status).toBe(200);
      expect(textOnly.body).toMatchObject({ name: 'Renamed', website: fields.website, logo: created.logo });
      const withFile = await t
        .http()
        .put(`/api/partners/${created.id}`)
        .set('authorization', auth)
        .field('name', 'Renamed again')
        .attach('image', (await jpegFile()).bytes, 'b.jpg');
      expect(withFile.status).toBe(200);
      expect(withFile.body).toMatchObject({
        _id: created.id,
        name: 'Renamed again',
        website: fields.website,
        logo: expect.stringMatching(/^\/uploads\/partners\/.+\.jpg$/),
      });
      expect(withFile.body.logo).not.toBe(created.logo);
      expect(withFile.body).not.toHaveProperty('image');
      expect(onDisk(withFile.body.logo)).toBe(true);
      expect(onDisk(created.logo)).toBe(false);
    });

    it("ignores fields that are not the entity's on update", async () => {
      const created = await create();
      const res = await t
        .http()
        .put(`/api/partners/${created.id}`)
        .set('authorization', auth)
        .send({
          id: UNKNOWN_ID,
          _id: UNKNOWN_ID,
          logo: '/uploads/evil.png',
          image: '/uploads/evil.png',
          createdAt: '2001-01-01T00:00:00Z',
        });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.id, _id: created.id, logo: created.logo, createdAt: created.createdAt });
      expect(res.body).not.toHaveProperty('image');
    });

    it('validates the merged record: 400 with the SPEC messages, record unchanged', async () => {
      const created = await create();
      const res = await t
        .http()
        .put(`/api/partners/${created.id}`)
        .set('authorization', auth)
        .send({ name: '', website: 'acme.com' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: 'Name is required', website: WEBSITE_MESSAGE });
      expect(res.body.message).toBe('Name is required');
      const cleared = await t.http().put(`/api/partners/${created.id}`).set('authorization', auth).field('website', '');
      expect(cleared.status).toBe(400);
      expect(cleared.body).toMatchObject({ message: 'Website is required', errors: { website: 'Website is required' } });
      expect((await t.http().get(`/api/partners/${created.id}`)).body).toMatchObject(fields);
    });

    it('refuses a non-image named .png on update and keeps the old logo', async () => {
      const created = await create();
      const files = storedFiles();
      const res = await t
        .http()
        .put(`/api/partners/${created.id}`)
        .set('authorization', auth)
        .attach('image', fakePngFile().bytes, 'x.png');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      expect((await t.http().get(`/api/partners/${created.id}`)).body.logo).toBe(created.logo);
      expect(onDisk(created.logo)).toBe(true);
      expect(storedFiles()).toEqual(files);
    });

    it.each([UNKNOWN_ID, MALFORMED_ID])('answers 404 JSON for id %s (JSON and multipart)', async (id) => {
      const json = await t.http().put(`/api/partners/${id}`).set('authorization', auth).send({ name: 'x' });
      expect(json.status).toBe(404);
      expect(json.body).toMatchObject({ message: 'Partner not found' });
      const multipart = await t
        .http()
        .put(`/api/partners/${id}`)
        .set('authorization', auth)
        .field('name', 'x')
        .attach('image', (await pngFile()).bytes, 'a.png');
      expect(multipart.status).toBe(404);
      expect(multipart.body).toMatchObject({ message: 'Partner not found' });
    });

    it('answers 400 JSON for a malformed JSON body', async () => {
      const created = await create();
      const res = await t
        .http()
        .put(`/api/partners/${created.id}`)
        .set('authorization', auth)
        .set('content-type', 'application/json')
        .send('{"name": ');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  describe('DELETE /api/partners/:id', () => {
    it("answers 200 {message: 'Partner deleted successfully'}, removes the record and its logo file", async () => {
      const created = await create();
      expect(onDisk(created.logo)).toBe(true);
      const res = await t.http().delete(`/api/partners/${created.id}`).set('authorization', auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Partner deleted successfully' });
      expect(onDisk(created.logo)).toBe(false);
      expect((await t.http().get(`/api/partners/${created.id}`)).status).toBe(404);
    });

    it.each([UNKNOWN_ID, MALFORMED_ID])('answers 404 JSON for id %s', async (id) => {
      const res = await t.http().delete(`/api/partners/${id}`).set('authorization', auth);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Partner not found' });
    });
  });

  describe('auth', () => {
    const writes = (id: string) => [
      () => t.http().post('/api/partners').field('name', 'x').attach('image', Buffer.from('x'), 'a.png'),
      () => t.http().post('/api/partners').send(fields),
      () => t.http().put(`/api/partners/${id}`).send({ name: 'x' }),
      () => t.http().put(`/api/partners/${id}`).field('name', 'x'),
      () => t.http().delete(`/api/partners/${id}`),
    ];

    it('refuses every write without a token: 401 {success: false, message}, nothing changed', async () => {
      const partner = await insertPartner(t.db.dataSource);
      const before = await countInDb();
      for (const send of writes(partner.id)) {
        const res = await send();
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) });
      }
      expect(await countInDb()).toBe(before);
      expect((await t.http().get(`/api/partners/${partner.id}`)).body.name).toBe(partner.name);
    });

    it('refuses writes with an invalid, expired or revoked token, each with its reason', async () => {
      const partner = await insertPartner(t.db.dataSource);
      const expired = jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }, 'test-secret', {
        subject: UNKNOWN_ID,
        jwtid: UNKNOWN_ID,
      });
      const revoked = await t.login();
      expect((await t.http().post('/api/admin/logout').set('authorization', `Bearer ${revoked}`)).status).toBe(200);
      const cases: Array<[string, string]> = [
        ['Bearer nonsense', 'Invalid token.'],
        [`Bearer ${expired}`, 'Token expired.'],
        [`Bearer ${revoked}`, 'Invalid token or admin account deactivated.'],
      ];
      for (const [header, message] of cases) {
        const post = await t.http().post('/api/partners').set('authorization', header).send(fields);
        const put = await t.http().put(`/api/partners/${partner.id}`).set('authorization', header).send({ name: 'x' });
        const del = await t.http().delete(`/api/partners/${partner.id}`).set('authorization', header);
        for (const res of [post, put, del]) {
          expect(res.status).toBe(401);
          expect(res.body).toEqual({ success: false, message, requestId: expect.any(String) });
        }
      }
      expect((await t.http().get(`/api/partners/${partner.id}`)).body.name).toBe(partner.name);
    });

    it('checks the token before the id: 401 also for unknown ids', async () => {
      expect((await t.http().put(`/api/partners/${UNKNOWN_ID}`).send({ name: 'x' })).status).toBe(401);
      expect((await t.http().delete(`/api/partners/${MALFORMED_ID}`)).status).toBe(401);
    });
  });
});
