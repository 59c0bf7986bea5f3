import { pngFile } from '../../test/images';
import { startTestApp, type TestApp } from '../../test/test-app';
import { insertContactMessage } from './contact-message.factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const message = { name: 'Sara Ahmed', email: 'sara@example.com', message: 'We would like a quote for a chatbot.' };

describe('REST /api/contact', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
  });
  afterAll(() => t.close());

  describe('POST (public)', () => {
    it('takes a JSON message without a token: 201 and the bare record with _id, submittedAt and timestamps', async () => {
      const before = Date.now();
      const res = await t.http().post('/api/contact').send(message);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        ...message,
        _id: res.body.id,
        id: expect.any(String),
        submittedAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(new Date(res.body.submittedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      const list = await t.http().get('/api/contact').set('authorization', auth);
      expect(list.body.map((m: { _id: string }) => m._id)).toContain(res.body._id);
    });

    it('accepts the same fields as multipart text fields (writes accept multipart or JSON)', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .field('name', message.name)
        .field('email', message.email)
        .field('message', message.message);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...message, _id: res.body.id });
    });

    it('refuses a file: a contact message carries none', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .field('name', message.name)
        .field('email', message.email)
        .field('message', message.message)
        .attach('attachment', (await pngFile()).bytes, 'a.png');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/Unexpected file field/) });
    });

    it('trims the values and works with a stale token too (the form is public)', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .set('authorization', 'Bearer nonsense')
        .send({ name: '  Bilal  ', email: ' bilal@example.com ', message: ' Hello there. ' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'Bilal', email: 'bilal@example.com', message: 'Hello there.' });
    });

    it('answers 400 with message and per-field errors in the SPEC words', async () => {
      const empty = await t.http().post('/api/contact').send({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ name: 'Name is required', email: 'Email is required', message: 'Message is required' });
      expect(Object.values(empty.body.errors)).toContain(empty.body.message);

      const blanks = await t.http().post('/api/contact').send({ name: '   ', email: message.email, message: '' });
      expect(blanks.status).toBe(400);
      expect(blanks.body.errors).toEqual({ name: 'Name is required', message: 'Message is required' });

      const badEmail = await t
        .http()
        .post('/api/contact')
        .send({ ...message, email: 'not-an-email' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body).toMatchObject({
        success: false,
        message: 'Please enter a valid email address',
        errors: { email: 'Please enter a valid email address' },
      });

      const objects = await t
        .http()
        .post('/api/contact')
        .send({ ...message, name: { $ne: 1 } });
      expect(objects.status).toBe(400);
      expect(objects.body.errors).toEqual({ name: 'Name is required' });
    });

    it('answers 400 JSON for a malformed JSON body', async () => {
      const res = await t.http().post('/api/contact').set('content-type', 'application/json').send('{"name": "x",');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    });

    it("ignores fields that are not the entity's (no mass assignment of ids or timestamps)", async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .send({
          ...message,
          _id: 'x',
          id: 'y',
          submittedAt: '2001-01-01T00:00:00Z',
          createdAt: '2001-01-01T00:00:00Z',
          extra: 'z',
        });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe('y');
      expect(res.body._id).toBe(res.body.id);
      expect(res.body.submittedAt.startsWith('2001')).toBe(false);
      expect(res.body.createdAt.startsWith('2001')).toBe(false);
      expect(res.body).not.toHaveProperty('extra');
    });
  });

  describe('GET (admin)', () => {
    it('lists messages as a bare array, newest submittedAt first, each with _id == id', async () => {
      const older = await insertContactMessage(t.db.dataSource, { submittedAt: new Date('2024-01-01') });
      const newer = await insertContactMessage(t.db.dataSource, { submittedAt: new Date('2025-01-01') });
      // Created last, but sent earliest: the list follows submittedAt, not createdAt.
      const oldest = await insertContactMessage(t.db.dataSource, { submittedAt: new Date('2023-01-01') });
      const res = await t.http().get('/api/contact').set('authorization', auth);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      const ids = res.body.map((m: { _id: string }) => m._id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(oldest.id));
      const times = res.body.map((m: { submittedAt: string }) => new Date(m.submittedAt).getTime());
      expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
      for (const m of res.body) {
        expect(m).toMatchObject({
          _id: m.id,
          name: expect.any(String),
          email: expect.any(String),
          message: expect.any(String),
          submittedAt: expect.any(String),
        });
      }
    });

    it('refuses visitors: 401 {success: false, message} without a token and with a bad one', async () => {
      await insertContactMessage(t.db.dataSource);
      const none = await t.http().get('/api/contact');
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) });
      const bad = await t.http().get('/api/contact').set('authorization', 'Bearer nonsense');
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual({ success: false, message: 'Invalid token.', requestId: expect.any(String) });
      expect(JSON.stringify(none.body)).not.toContain('@example.com');
    });

    it('has no public read of one message', async () => {
      const one = await insertContactMessage(t.db.dataSource);
      const res = await t.http().get(`/api/contact/${one.id}`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(one.email);
    });
  });

  describe('DELETE (admin)', () => {
    it("deletes: 200 {message: 'Contact deleted successfully'}; then 404", async () => {
      const one = await insertContactMessage(t.db.dataSource);
      const res = await t.http().delete(`/api/contact/${one.id}`).set('authorization', auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Contact deleted successfully' });
      const list = await t.http().get('/api/contact').set('authorization', auth);
      expect(list.body.map((m: { _id: string }) => m._id)).not.toContain(one.id);
      const again = await t.http().delete(`/api/contact/${one.id}`).set('authorization', auth);
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject({ message: 'Contact not found' });
    });

    it('answers 404 JSON for an unknown or malformed id', async () => {
      for (const id of [MISSING_ID, 'not-an-id']) {
        const res = await t.http().delete(`/api/contact/${id}`).set('authorization', auth);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: 'Contact not found' });
      }
    });

    it('refuses visitors: 401 {success: false, message}, and the message stays', async () => {
      const one = await insertContactMessage(t.db.dataSource);
      const none = await t.http().delete(`/api/contact/${one.id}`);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) });
      const bad = await t.http().delete(`/api/contact/${one.id}`).set('authorization', 'Bearer nonsense');
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual({ success: false, message: 'Invalid token.', requestId: expect.any(String) });
      const list = await t.http().get('/api/contact').set('authorization', auth);
      expect(list.body.map((m: { _id: string }) => m._id)).toContain(one.id);
    });
  });
});
