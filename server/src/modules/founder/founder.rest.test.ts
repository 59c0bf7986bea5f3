import { existsSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { startTestApp, type TestApp } from '../../test/test-app';
import { insertFounder } from './founder.factory';

const fields = {
  name: 'Ayesha Khan',
  role: 'CEO',
  bio: 'Leads the company.',
  email: 'ayesha@example.com',
  linkedin: 'https://www.linkedin.com/in/ayesha-khan',
  twitter: 'https://x.com/ayesha',
};

describe('REST /api/founders', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')));
  const createWith = async (values: Record<string, string>, file?: { bytes: Buffer; filename: string }, field = 'image') => {
    const req = t.http().post('/api/founders').set('authorization', auth);
    for (const [key, value] of Object.entries(values)) req.field(key, value);
    if (file) req.attach(field, file.bytes, file.filename);
    return req;
  };

  it('lists founders as a bare array, newest first, each with _id', async () => {
    const older = await insertFounder(t.db.dataSource, { createdAt: new Date('2024-01-01') });
    const newer = await insertFounder(t.db.dataSource, { createdAt: new Date('2025-01-01') });
    const res = await t.http().get('/api/founders');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const ids = res.body.map((f: { _id: string }) => f._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.body[0]).toMatchObject({ _id: res.body[0].id, createdAt: expect.any(String), updatedAt: expect.any(String) });
  });

  it('reads one founder as a bare object; 404 JSON for unknown and malformed ids', async () => {
    const founder = await insertFounder(t.db.dataSource);
    const res = await t.http().get(`/api/founders/${founder.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: founder.id, id: founder.id, name: founder.name });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await t.http().get(`/api/founders/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Founder not found' });
    }
  });

  it('creates from multipart with a real image: 201 and the bare record', async () => {
    const res = await createWith(fields, await pngFile());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...fields,
      _id: expect.any(String),
      image: expect.stringMatching(/^\/uploads\/founders\//),
    });
    expect(onDisk(res.body.image)).toBe(true);
  });

  it("ignores fields that are not the entity's (no mass assignment)", async () => {
    const res = await createWith({ ...fields, _id: 'x', id: 'y', createdAt: '2001-01-01T00:00:00Z' }, await pngFile());
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe('y');
    expect(res.body.createdAt.startsWith('2001')).toBe(false);
  });

  it('drops a text field sent twice instead of storing it as a list', async () => {
    const res = await t
      .http()
      .post('/api/founders')
      .set('authorization', auth)
      .field({ ...fields, bio: ['first', 'second'] } as never)
      .attach('image', (await pngFile()).bytes, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ bio: 'Bio is required' });
  });

  it('refuses writes without a token: 401 JSON with the reason', async () => {
    const res = await t
      .http()
      .post('/api/founders')
      .field('name', 'x')
      .attach('image', (await pngFile()).bytes, 'a.png');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) });
    const founder = await insertFounder(t.db.dataSource);
    expect((await t.http().put(`/api/founders/${founder.id}`).send({ name: 'x' })).status).toBe(401);
    expect((await t.http().delete(`/api/founders/${founder.id}`)).status).toBe(401);
    const expired = await t.http().delete(`/api/founders/${founder.id}`).set('authorization', 'Bearer nonsense');
    expect(expired.body).toEqual({ success: false, message: 'Invalid token.', requestId: expect.any(String) });
  });

  it('answers 400 with message and per-field errors in the SPEC words', async () => {
    const res = await createWith({ ...fields, email: 'nope', linkedin: 'https://example.com/x' }, await pngFile());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Please enter a valid email address',
      linkedin: 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)',
    });
    expect(Object.values(res.body.errors)).toContain(res.body.message);
    const noImage = await createWith(fields);
    expect(noImage.status).toBe(400);
    expect(noImage.body.errors).toEqual({ image: 'Profile image is required' });
  });

  it('refuses a non-image named .png (400) and a file under another field name (400)', async () => {
    const fake = await createWith(fields, fakePngFile());
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
    const wrongField = await createWith(fields, await pngFile(), 'avatar');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/Unexpected file field/);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const { bytes } = await pngFile();
    const res = await createWith(fields, {
      bytes: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 + 1)]),
      filename: 'big.png',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'File too large', requestId: expect.any(String) });
  });

  it('updates from JSON or multipart, changing only the fields sent, and replaces the image file', async () => {
    const created = (await createWith(fields, await pngFile())).body;
    const json = await t.http().put(`/api/founders/${created.id}`).set('authorization', auth).send({ role: 'Chairman' });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ name: fields.name, role: 'Chairman', image: created.image });
    const multipart = await t
      .http()
      .put(`/api/founders/${created.id}`)
      .set('authorization', auth)
      .field('bio', 'New bio')
      .attach('image', (await jpegFile()).bytes, 'b.jpg');
    expect(multipart.body).toMatchObject({ bio: 'New bio', role: 'Chairman', image: expect.stringMatching(/\.jpg$/) });
    expect(onDisk(created.image)).toBe(false);
    const missing = await t
      .http()
      .put('/api/founders/00000000-0000-4000-8000-000000000000')
      .set('authorization', auth)
      .send({ role: 'x' });
    expect(missing.status).toBe(404);
  });

  it("deletes: 200 {message: 'Founder deleted successfully'} and the file goes too", async () => {
    const created = (await createWith(fields, await pngFile())).body;
    const res = await t.http().delete(`/api/founders/${created.id}`).set('authorization', auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Founder deleted successfully' });
    expect(onDisk(created.image)).toBe(false);
    expect((await t.http().delete(`/api/founders/${created.id}`).set('authorization', auth)).status).toBe(404);
  });
});
