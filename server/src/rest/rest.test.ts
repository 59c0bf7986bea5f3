import request from 'supertest';
import { createApp } from '../app';
import { createTestDatabase } from '../test/test-db';
import { startTestApp, type TestApp } from '../test/test-app';

describe('REST door: shared behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers /api/health with the database check', async () => {
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'OK', message: 'Server is running' });
  });

  it('answers unknown routes and methods under /api with 404 JSON, never HTML', async () => {
    for (const req of [t.http().get('/api/nothing-here'), t.http().patch('/api/founders'), t.http().post('/api/health')]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ success: false, message: 'Route not found', requestId: expect.any(String) });
    }
  });

  it('answers malformed JSON with 400 JSON and no stack trace', async () => {
    const res = await t.http().post('/api/contact').set('content-type', 'application/json').send('{"name": "x",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Malformed JSON in request body', requestId: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('reads a malformed token as anonymous on public reads and refuses it on writes', async () => {
    expect((await t.http().get('/api/founders').set('authorization', 'Bearer broken')).status).toBe(200);
    const write = await t.http().post('/api/founders').set('authorization', 'Bearer broken').send({ name: 'x' });
    expect(write.status).toBe(401);
    expect(write.body).toEqual({ success: false, message: 'Invalid token.', requestId: expect.any(String) });
  });

  it('refuses bad pagination with 400 instead of a database error', async () => {
    const res = await t.http().get('/api/founders?take=1000');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('take');
    expect((await t.http().get('/api/founders?skip=0&take=2')).status).toBe(200);
  });
});

describe('REST door: database down', () => {
  it('answers /api/health with 503 and status ERROR when the database does not answer', async () => {
    const db = await createTestDatabase();
    const app = await createApp(
      {
        jwtSecret: 'x',
        jwtExpiresIn: '1h',
        loginRateLimit: { maxAttempts: 5, windowSeconds: 60 },
        maxUploadBytes: 1024,
        uploadsDir: '/tmp/unused-uploads',
        nodeEnv: 'test',
      },
      db.dataSource,
    );
    await db.close();
    const res = await request(app.app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'ERROR', message: 'Database is not reachable' });
    await app.stop();
  });
});
