import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { Admin } from './admin.entity';
import { hashPassword } from './admin.service';

const NO_TOKEN = { success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) };
const INVALID = { success: false, message: 'Invalid token.', requestId: expect.any(String) };
const EXPIRED = { success: false, message: 'Token expired.', requestId: expect.any(String) };
const REVOKED = { success: false, message: 'Invalid token or admin account deactivated.', requestId: expect.any(String) };
const REQUIRED = { success: false, message: 'Username and password are required', requestId: expect.any(String) };
const BAD_CREDENTIALS = { success: false, message: 'Invalid credentials', requestId: expect.any(String) };

describe('REST /api/admin', () => {
  let t: TestApp;
  let admins = 0;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (body: unknown) =>
    t
      .http()
      .post('/api/admin/login')
      .send(body as object);
  const bearer = (token: string) => `Bearer ${token}`;
  const tokenOf = async (username: string, password: string) => {
    const res = await login({ username, password });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  const profile = (token?: string) => {
    const req = t.http().get('/api/admin/profile');
    return token === undefined ? req : req.set('authorization', bearer(token));
  };
  /** A second administrator, so password changes and removals leave the test admin alone. */
  const insertAdmin = async (password = 'original-password') => {
    admins += 1;
    const repo = t.db.dataSource.getRepository(Admin);
    const admin = await repo.save(
      repo.create({
        username: `editor${admins}`,
        email: `editor${admins}@example.com`,
        passwordHash: await hashPassword(password),
        role: 'admin',
      }),
    );
    return { admin, password };
  };

  describe('POST /admin/login', () => {
    it('logs in by username: 200 with exactly {success, message, token, admin: {id, _id, username, email, role, lastLogin}}', async () => {
      const before = Date.now();
      const res = await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Login successful',
        token: expect.any(String),
        admin: {
          id: expect.any(String),
          _id: res.body.admin.id,
          username: TEST_ADMIN.username,
          email: TEST_ADMIN.email,
          role: 'admin',
          lastLogin: expect.any(String),
        },
      });
      expect(new Date(res.body.admin.lastLogin).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/i);
      // The token works on the protected routes.
      expect((await profile(res.body.token)).status).toBe(200);
    });

    it('logs in by email, case-insensitively, and with stray spaces around the login', async () => {
      for (const username of [
        TEST_ADMIN.email,
        TEST_ADMIN.email.toUpperCase(),
        'Admin@Example.COM',
        `  ${TEST_ADMIN.username} `,
      ]) {
        const res = await login({ username, password: TEST_ADMIN.password });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, admin: { username: TEST_ADMIN.username, email: TEST_ADMIN.email } });
      }
    });

    it("answers 400 'Username and password are required' for missing, blank and non-string values", async () => {
      const bodies: unknown[] = [
        {},
        { username: TEST_ADMIN.username },
        { password: TEST_ADMIN.password },
        { username: '', password: TEST_ADMIN.password },
        { username: '   ', password: TEST_ADMIN.password },
        { username: TEST_ADMIN.username, password: '' },
        { username: 123, password: 456 },
        { username: TEST_ADMIN.username, password: 12345678 },
        { username: { $ne: null }, password: { $ne: null } },
        { username: [TEST_ADMIN.username], password: [TEST_ADMIN.password] },
        { username: TEST_ADMIN.username, password: null },
        { username: true, password: TEST_ADMIN.password },
      ];
      for (const body of bodies) {
        const res = await login(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(res.body).toMatchObject(REQUIRED);
        expect(res.body).not.toHaveProperty('token');
      }
      const noBody = await t.http().post('/api/admin/login');
      expect(noBody.status).toBe(400);
      expect(noBody.body).toMatchObject(REQUIRED);
    });

    it("answers 401 'Invalid credentials' for a wrong password and an unknown user alike", async () => {
      for (const body of [
        { username: TEST_ADMIN.username, password: 'wrong-password' },
        { username: TEST_ADMIN.email, password: 'wrong-password' },
        { username: 'nobody', password: TEST_ADMIN.password },
        { username: TEST_ADMIN.username.toUpperCase(), password: 'wrong-password' },
      ]) {
        const res = await login(body);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(BAD_CREDENTIALS);
      }
    });

    it('answers 400 JSON for a malformed JSON body', async () => {
      const res = await t.http().post('/api/admin/login').set('content-type', 'application/json').send('{"username":');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  describe('login rate limit', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({ loginRateLimit: { maxAttempts: 3, windowSeconds: 60 } });
    });
    afterAll(() => limited.close());
    const attempt = (password: string, ip = '10.0.0.1') =>
      limited.http().post('/api/admin/login').set('x-forwarded-for', ip).send({ username: TEST_ADMIN.username, password });

    it('answers 429 {success: false, message} after too many failed attempts, even with the right password', async () => {
      for (let i = 0; i < 3; i += 1) {
        const res = await attempt('wrong-password');
        expect(res.status).toBe(401);
        expect(res.body).toEqual(BAD_CREDENTIALS);
      }
      for (const password of ['wrong-password', TEST_ADMIN.password]) {
        const res = await attempt(password);
        expect(res.status).toBe(429);
        expect(res.body).toEqual({ success: false, message: expect.stringMatching(/too many/i), requestId: expect.any(String) });
        expect(res.body).not.toHaveProperty('token');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another client is not affected.
      expect((await attempt(TEST_ADMIN.password, '10.0.0.2')).status).toBe(200);
    });

    it('forgets failed attempts after a successful login', async () => {
      const ip = '10.0.0.3';
      for (let i = 0; i < 2; i += 1) expect((await attempt('wrong-password', ip)).status).toBe(401);
      expect((await attempt(TEST_ADMIN.password, ip)).status).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await attempt('wrong-password', ip)).status).toBe(401);
      expect((await attempt('wrong-password', ip)).status).toBe(429);
    });
  });

  describe('GET /admin/profile', () => {
    it('answers 200 {success: true, admin: {_id, id, username, email, role, lastLogin, createdAt, updatedAt}}, never a password hash', async () => {
      const loggedIn = await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      const res = await profile(loggedIn.body.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        admin: {
          _id: loggedIn.body.admin.id,
          id: loggedIn.body.admin.id,
          username: TEST_ADMIN.username,
          email: TEST_ADMIN.email,
          role: 'admin',
          lastLogin: loggedIn.body.admin.lastLogin,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/i);
    });

    it("answers 401 'Access denied. No token provided.' without a token or with a header that is not a bearer token", async () => {
      expect((await profile()).body).toEqual(NO_TOKEN);
      expect((await profile()).status).toBe(401);
      const token = await t.login();
      for (const header of [token, `Basic ${token}`, 'Bearer ', 'Bearer']) {
        const res = await t.http().get('/api/admin/profile').set('authorization', header);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(NO_TOKEN);
      }
    });

    it("answers 401 'Invalid token.' for garbage, a token signed with another secret, and an unsigned token", async () => {
      const admin = await t.db.dataSource.getRepository(Admin).findOneByOrFail({ username: TEST_ADMIN.username });
      const forged = jwt.sign({ role: 'admin' }, 'someone-elses-secret', {
        subject: admin.id,
        jwtid: randomUUID(),
        expiresIn: '1h',
      });
      const unsigned = jwt.sign({ role: 'admin' }, '', {
        algorithm: 'none',
        subject: admin.id,
        jwtid: randomUUID(),
        expiresIn: '1h',
      });
      for (const token of ['nonsense', forged, unsigned]) {
        const res = await profile(token);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(INVALID);
      }
    });

    it("answers 401 'Token expired.' for an expired token", async () => {
      const admin = await t.db.dataSource.getRepository(Admin).findOneByOrFail({ username: TEST_ADMIN.username });
      const expired = jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }, 'test-secret', {
        algorithm: 'HS256',
        subject: admin.id,
        jwtid: randomUUID(),
      });
      const res = await profile(expired);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(EXPIRED);
    });

    it("answers 401 'Invalid token or admin account deactivated.' for a well-signed token with no session and for a removed admin", async () => {
      const admin = await t.db.dataSource.getRepository(Admin).findOneByOrFail({ username: TEST_ADMIN.username });
      const sessionless = jwt.sign({ role: 'admin' }, 'test-secret', {
        algorithm: 'HS256',
        subject: admin.id,
        jwtid: randomUUID(),
        expiresIn: '1h',
      });
      expect((await profile(sessionless)).body).toEqual(REVOKED);

      const { admin: removed, password } = await insertAdmin();
      const token = await tokenOf(removed.username, password);
      expect((await profile(token)).status).toBe(200);
      await t.db.dataSource.getRepository(Admin).delete(removed.id);
      const res = await profile(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REVOKED);
    });
  });

  describe('POST /admin/logout', () => {
    it('answers 200 {success: true, message} and revokes that token on the server only', async () => {
      const token = await t.login();
      const other = await t.login();
      const res = await t.http().post('/api/admin/logout').set('authorization', bearer(token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Logged out successfully' });
      const after = await profile(token);
      expect(after.status).toBe(401);
      expect(after.body).toEqual(REVOKED);
      const again = await t.http().post('/api/admin/logout').set('authorization', bearer(token));
      expect(again.status).toBe(401);
      expect(again.body).toEqual(REVOKED);
      expect((await profile(other)).status).toBe(200);
    });

    it('answers 401 without a token or with a bad one', async () => {
      const none = await t.http().post('/api/admin/logout');
      expect(none.status).toBe(401);
      expect(none.body).toEqual(NO_TOKEN);
      const bad = await t.http().post('/api/admin/logout').set('authorization', 'Bearer nonsense');
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual(INVALID);
    });
  });

  describe('PUT /admin/change-password', () => {
    const change = (token: string, body: unknown) =>
      t
        .http()
        .put('/api/admin/change-password')
        .set('authorization', bearer(token))
        .send(body as object);

    it('answers 200 {success: true, message}; the old password stops working, the current token stays and the others are revoked', async () => {
      const { admin, password } = await insertAdmin();
      const current = await tokenOf(admin.username, password);
      const other = await tokenOf(admin.email, password);
      const res = await change(current, { currentPassword: password, newPassword: 'a-new-password' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Password changed successfully' });

      expect((await profile(current)).status).toBe(200);
      const revoked = await profile(other);
      expect(revoked.status).toBe(401);
      expect(revoked.body).toEqual(REVOKED);
      expect((await login({ username: admin.username, password })).body).toEqual(BAD_CREDENTIALS);
      expect((await login({ username: admin.username, password: 'a-new-password' })).status).toBe(200);
      // The test admin's own sessions are untouched.
      expect((await profile(await t.login())).status).toBe(200);
    });

    it("answers 400 'Current password and new password are required' for missing, blank and non-string values", async () => {
      const { admin, password } = await insertAdmin();
      const token = await tokenOf(admin.username, password);
      for (const body of [
        {},
        { currentPassword: password },
        { newPassword: 'a-new-password' },
        { currentPassword: '', newPassword: 'a-new-password' },
        { currentPassword: password, newPassword: '' },
        { currentPassword: 12345678, newPassword: 87654321 },
        { currentPassword: { $ne: null }, newPassword: 'a-new-password' },
        { currentPassword: password, newPassword: ['a-new-password'] },
      ]) {
        const res = await change(token, body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(res.body).toMatchObject({ success: false, message: 'Current password and new password are required' });
      }
      expect((await login({ username: admin.username, password })).status).toBe(200);
    });

    it("answers 400 'New password must be at least 8 characters long' and 'Current password is incorrect'; nothing changes", async () => {
      const { admin, password } = await insertAdmin();
      const token = await tokenOf(admin.username, password);
      const other = await tokenOf(admin.username, password);
      const short = await change(token, { currentPassword: password, newPassword: 'short' });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ success: false, message: 'New password must be at least 8 characters long' });
      const wrong = await change(token, { currentPassword: 'not-the-password', newPassword: 'a-new-password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ success: false, message: 'Current password is incorrect' });
      expect((await login({ username: admin.username, password })).status).toBe(200);
      expect((await profile(other)).status).toBe(200);
    });

    it('answers 401 without a token, with a bad one, and with a revoked one', async () => {
      const body = { currentPassword: TEST_ADMIN.password, newPassword: 'a-new-password' };
      const none = await t.http().put('/api/admin/change-password').send(body);
      expect(none.status).toBe(401);
      expect(none.body).toEqual(NO_TOKEN);
      const bad = await change('nonsense', body);
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual(INVALID);
      const token = await t.login();
      await t.http().post('/api/admin/logout').set('authorization', bearer(token));
      const revoked = await change(token, body);
      expect(revoked.status).toBe(401);
      expect(revoked.body).toEqual(REVOKED);
      expect((await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
    });
  });
});
