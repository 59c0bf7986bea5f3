import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { startTestApp, type TestApp, type TestFile } from '../../test/test-app';
import { insertTeamMember } from './team-member.factory';

const fields = {
  name: 'Bilal Ahmed',
  role: 'Lead Engineer',
  bio: 'Builds the platform and mentors the team.',
  email: 'bilal@example.com',
  linkedin: 'https://www.linkedin.com/in/bilal-ahmed',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED_ID = 'not-an-id';

describe('REST /api/team', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')));
  const storedFiles = () => {
    const dir = path.join(t.uploadsDir, 'team');
    // Stored images only: their responsive variants ('<name>-<width>.<ext>') come and go with them.
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => !/-\d+\.(avif|webp|jpg|png)$/.test(name))
          .sort()
      : [];
  };
  const createWith = async (values: Record<string, string>, file?: TestFile, field = 'image') => {
    const req = t.http().post('/api/team').set('authorization', auth);
    for (const [key, value] of Object.entries(values)) req.field(key, value);
    if (file) req.attach(field, file.bytes, file.filename);
    return req;
  };
  const create = async (values: Record<string, string> = fields) => {
    const res = await createWith(values, await pngFile());
    expect(res.status).toBe(201);
    return res.body as Record<string, string>;
  };
  const countInDb = async () => (await t.http().get('/api/team')).body.length as number;

  describe('GET /api/team', () => {
    it('lists team members as a bare array, newest first, each with _id equal to id and timestamps', async () => {
      const older = await insertTeamMember(t.db.dataSource, { createdAt: new Date('2024-01-01') });
      const newer = await insertTeamMember(t.db.dataSource, { createdAt: new Date('2025-01-01') });
      const res = await t.http().get('/api/team');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Array.isArray(res.body)).toBe(true);
      const ids = res.body.map((m: { _id: string }) => m._id);
      expect(ids).toEqual(expect.arrayContaining([older.id, newer.id]));
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const createdAts = res.body.map((m: { createdAt: string }) => Date.parse(m.createdAt));
      expect(createdAts).toEqual([...createdAts].sort((a, b) => b - a));
      for (const member of res.body) {
        expect(member._id).toBe(member.id);
        expect(member).toMatchObject({ createdAt: expect.any(String), updatedAt: expect.any(String) });
      }
      expect(res.body.find((m: { id: string }) => m.id === newer.id)).toMatchObject({
        name: newer.name,
        role: newer.role,
        bio: newer.bio,
        email: newer.email,
        linkedin: newer.linkedin,
        image: newer.image,
      });
    });

    it('is public (no token needed) and ignores a bad token on reads', async () => {
      const res = await t.http().get('/api/team').set('authorization', 'Bearer nonsense');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    });
  });

  describe('GET /api/team/:id', () => {
    it('reads one team member as a bare object with _id', async () => {
      const member = await insertTeamMember(t.db.dataSource);
      const res = await t.http().get(`/api/team/${member.id}`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(false);
      expect(res.body).toMatchObject({
        _id: member.id,
        id: member.id,
        name: member.name,
        role: member.role,
        bio: member.bio,
        email: member.email,
        linkedin: member.linkedin,
        image: member.image,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it.each([UNKNOWN_ID, MALFORMED_ID])('answers 404 JSON {message: "Team member not found"} for id %s', async (id) => {
      const res = await t.http().get(`/api/team/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ message: 'Team member not found' });
    });
  });

  describe('POST /api/team', () => {
    it('creates from multipart with a real image: 201, the bare record, the file stored and served', async () => {
      const res = await createWith(fields, await pngFile());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        ...fields,
        _id: res.body.id,
        id: expect.any(String),
        image: expect.stringMatching(/^\/uploads\/team\/.+\.png$/),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(onDisk(res.body.image)).toBe(true);
      const served = await t.http().get(res.body.image);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/png/);
      const read = await t.http().get(`/api/team/${res.body.id}`);
      expect(read.body).toMatchObject({ ...fields, image: res.body.image });
    });

    it('accepts a JPEG and a record without the optional linkedin', async () => {
      const { linkedin: _omit, ...required } = fields;
      const res = await createWith(required, await jpegFile());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...required, linkedin: null, image: expect.stringMatching(/\.jpg$/) });
    });

    it("ignores fields that are not the entity's (no mass assignment of id, timestamps or image)", async () => {
      const res = await createWith(
        {
          ...fields,
          _id: 'x',
          id: 'y',
          createdAt: '2001-01-01T00:00:00Z',
          updatedAt: '2001-01-01T00:00:00Z',
          image: '/uploads/evil.png',
          isAdmin: 'true',
        },
        await pngFile(),
      );
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe('y');
      expect(res.body._id).toBe(res.body.id);
      expect(res.body.createdAt.startsWith('2001')).toBe(false);
      expect(res.body.updatedAt.startsWith('2001')).toBe(false);
      expect(res.body.image).toMatch(/^\/uploads\/team\//);
      expect(res.body).not.toHaveProperty('isAdmin');
    });

    it('answers 400 "Profile image is required" for a JSON body (or multipart) without a file', async () => {
      const before = await countInDb();
      const json = await t.http().post('/api/team').set('authorization', auth).send(fields);
      expect(json.status).toBe(400);
      expect(json.body).toMatchObject({ message: 'Profile image is required', errors: { image: 'Profile image is required' } });
      const multipart = await createWith(fields);
      expect(multipart.status).toBe(400);
      expect(multipart.body.errors).toEqual({ image: 'Profile image is required' });
      // A text field called image does not stand in for the file.
      const smuggled = await t
        .http()
        .post('/api/team')
        .set('authorization', auth)
        .send({ ...fields, image: '/uploads/team/x.png' });
      expect(smuggled.status).toBe(400);
      expect(smuggled.body.errors).toEqual({ image: 'Profile image is required' });
      expect(await countInDb()).toBe(before);
    });

    it('answers 400 with each required field in the SPEC words, first problem as message, nothing stored', async () => {
      const files = storedFiles();
      const res = await createWith({}, await pngFile());
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        name: 'Name is required',
        role: 'Role is required',
        bio: 'Bio is required',
        email: 'Email is required',
      });
      expect(res.body.message).toBe('Name is required');
      const blanks = await createWith({ name: '   ', role: '', bio: ' ', email: '' }, await pngFile());
      expect(blanks.status).toBe(400);
      expect(Object.keys(blanks.body.errors).sort()).toEqual(['bio', 'email', 'name', 'role']);
      expect(storedFiles()).toEqual(files);
    });

    it('answers 400 for a malformed email and a LinkedIn URL that is not a profile', async () => {
      const res = await createWith({ ...fields, email: 'nope', linkedin: 'https://example.com/in/x' }, await pngFile());
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        email: 'Please enter a valid email address',
        linkedin: 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)',
      });
      expect(Object.values(res.body.errors)).toContain(res.body.message);
      const company = await createWith({ ...fields, linkedin: 'https://www.linkedin.com/company/acme' }, await pngFile());
      expect(company.status).toBe(400);
      expect(company.body).toMatchObject({
        message: 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)',
        errors: { linkedin: 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)' },
      });
      const email = await t
        .http()
        .post('/api/team')
        .set('authorization', auth)
        .send({ ...fields, email: 'a@b' });
      expect(email.status).toBe(400);
      expect(email.body.errors).toMatchObject({ email: 'Please enter a valid email address' });
    });

    it('refuses a non-image named .png: 400 "Only image files are allowed!", nothing stored', async () => {
      const before = await countInDb();
      const files = storedFiles();
      const res = await createWith(fields, fakePngFile());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      expect(await countInDb()).toBe(before);
      expect(storedFiles()).toEqual(files);
    });

    it('refuses a file under another field name (400) and a file over 10 MB (413)', async () => {
      const wrongField = await createWith(fields, await pngFile(), 'avatar');
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

  describe('PUT /api/team/:id', () => {
    it('updates from JSON, changing only the fields sent, keeping the image', async () => {
      const created = await create();
      const res = await t.http().put(`/api/team/${created.id}`).set('authorization', auth).send({ role: 'CTO' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...fields, _id: created.id, id: created.id, role: 'CTO', image: created.image });
      expect(onDisk(created.image)).toBe(true);
      expect((await t.http().get(`/api/team/${created.id}`)).body.role).toBe('CTO');
    });

    it('clears the optional linkedin with an empty value', async () => {
      const created = await create();
      const res = await t.http().put(`/api/team/${created.id}`).set('authorization', auth).field('linkedin', '');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ linkedin: null, name: fields.name });
    });

    it('updates from multipart without a file (image kept) and with one (image replaced, old file removed)', async () => {
      const created = await create();
      const textOnly = await t.http().put(`/api/team/${created.id}`).set('authorization', auth).field('bio', 'New bio');
      expect(textOnly.status).toBe(200);
      expect(textOnly.body).toMatchObject({ bio: 'New bio', image: created.image });
      const withFile = await t
        .http()
        .put(`/api/team/${created.id}`)
        .set('authorization', auth)
        .field('name', 'Renamed')
        .attach('image', (await jpegFile()).bytes, 'b.jpg');
      expect(withFile.status).toBe(200);
      expect(withFile.body).toMatchObject({
        _id: created.id,
        name: 'Renamed',
        bio: 'New bio',
        role: fields.role,
        image: expect.stringMatching(/^\/uploads\/team\/.+\.jpg$/),
      });
      expect(withFile.body.image).not.toBe(created.image);
      expect(onDisk(withFile.body.image)).toBe(true);
      expect(onDisk(created.image)).toBe(false);
    });

    it("ignores fields that are not the entity's on update", async () => {
      const created = await create();
      const res = await t
        .http()
        .put(`/api/team/${created.id}`)
        .set('authorization', auth)
        .send({
          id: UNKNOWN_ID,
          _id: UNKNOWN_ID,
          image: '/uploads/evil.png',
          createdAt: '2001-01-01T00:00:00Z',
          twitter: 'https://x.com/a',
        });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.id, _id: created.id, image: created.image, createdAt: created.createdAt });
      expect(res.body).not.toHaveProperty('twitter');
    });

    it('validates the merged record: 400 with the SPEC messages, record unchanged', async () => {
      const created = await create();
      const res = await t.http().put(`/api/team/${created.id}`).set('authorization', auth).send({ name: '', email: 'broken' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: 'Name is required', email: 'Please enter a valid email address' });
      expect(res.body.message).toBe('Name is required');
      const linkedin = await t.http().put(`/api/team/${created.id}`).set('authorization', auth).field('linkedin', 'linkedin');
      expect(linkedin.status).toBe(400);
      expect(linkedin.body.errors).toEqual({ linkedin: 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)' });
      expect((await t.http().get(`/api/team/${created.id}`)).body).toMatchObject({ name: fields.name, email: fields.email });
    });

    it('refuses a non-image named .png on update and keeps the old image', async () => {
      const created = await create();
      const files = storedFiles();
      const res = await t
        .http()
        .put(`/api/team/${created.id}`)
        .set('authorization', auth)
        .attach('image', fakePngFile().bytes, 'x.png');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      expect((await t.http().get(`/api/team/${created.id}`)).body.image).toBe(created.image);
      expect(onDisk(created.image)).toBe(true);
      expect(storedFiles()).toEqual(files);
    });

    it.each([UNKNOWN_ID, MALFORMED_ID])('answers 404 JSON for id %s (JSON and multipart)', async (id) => {
      const json = await t.http().put(`/api/team/${id}`).set('authorization', auth).send({ role: 'x' });
      expect(json.status).toBe(404);
      expect(json.body).toMatchObject({ message: 'Team member not found' });
      const multipart = await t
        .http()
        .put(`/api/team/${id}`)
        .set('authorization', auth)
        .field('role', 'x')
        .attach('image', (await pngFile()).bytes, 'a.png');
      expect(multipart.status).toBe(404);
      expect(multipart.body).toMatchObject({ message: 'Team member not found' });
    });

    it('answers 400 JSON for a malformed JSON body', async () => {
      const created = await create();
      const res = await t
        .http()
        .put(`/api/team/${created.id}`)
        .set('authorization', auth)
        .set('content-type', 'application/json')
        .send('{"role": ');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  describe('DELETE /api/team/:id', () => {
    it("answers 200 {message: 'Team member deleted successfully'}, removes the record and its file", async () => {
      const created = await create();
      expect(onDisk(created.image)).toBe(true);
      const res = await t.http().delete(`/api/team/${created.id}`).set('authorization', auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Team member deleted successfully' });
      expect(onDisk(created.image)).toBe(false);
      expect((await t.http().get(`/api/team/${created.id}`)).status).toBe(404);
    });

    it.each([UNKNOWN_ID, MALFORMED_ID])('answers 404 JSON for id %s', async (id) => {
      const res = await t.http().delete(`/api/team/${id}`).set('authorization', auth);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Team member not found' });
    });
  });

  describe('auth', () => {
    const writes = (id: string) => [
      () => t.http().post('/api/team').field('name', 'x').attach('image', Buffer.from('x'), 'a.png'),
      () => t.http().post('/api/team').send(fields),
      () => t.http().put(`/api/team/${id}`).send({ name: 'x' }),
      () => t.http().put(`/api/team/${id}`).field('name', 'x'),
      () => t.http().delete(`/api/team/${id}`),
    ];

    it('refuses every write without a token: 401 {success: false, message}, nothing changed', async () => {
      const member = await insertTeamMember(t.db.dataSource);
      const before = await countInDb();
      for (const send of writes(member.id)) {
        const res = await send();
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) });
      }
      expect(await countInDb()).toBe(before);
      expect((await t.http().get(`/api/team/${member.id}`)).body.name).toBe(member.name);
    });

    it('refuses writes with an invalid, expired or revoked token, each with its reason', async () => {
      const member = await insertTeamMember(t.db.dataSource);
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
        const post = await t.http().post('/api/team').set('authorization', header).send(fields);
        const put = await t.http().put(`/api/team/${member.id}`).set('authorization', header).send({ name: 'x' });
        const del = await t.http().delete(`/api/team/${member.id}`).set('authorization', header);
        for (const res of [post, put, del]) {
          expect(res.status).toBe(401);
          expect(res.body).toEqual({ success: false, message, requestId: expect.any(String) });
        }
      }
      expect((await t.http().get(`/api/team/${member.id}`)).body.name).toBe(member.name);
    });

    it('checks the token before the id: 401 also for unknown ids', async () => {
      expect((await t.http().put(`/api/team/${UNKNOWN_ID}`).send({ name: 'x' })).status).toBe(401);
      expect((await t.http().delete(`/api/team/${MALFORMED_ID}`)).status).toBe(401);
    });
  });
});
