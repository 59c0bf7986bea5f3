import jwt from 'jsonwebtoken';
import { errorOf, startTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { Admin } from './admin.entity';

const LOGIN = `mutation ($u: String!, $p: String!) {
  login(username: $u, password: $p) { success message token admin { id username email role lastLogin } }
}`;
const PROFILE = '{ adminProfile { success admin { id username email role createdAt updatedAt } } }';
const LOGOUT = 'mutation { logout { success message } }';
const CHANGE_PASSWORD = `mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { success message } }`;

describe('admin auth', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('login', () => {
    it('logs in with the username and returns a token and the admin', async () => {
      const res = await t.gql(LOGIN, { u: TEST_ADMIN.username, p: TEST_ADMIN.password });
      expect(res.status).toBe(200);
      expect(res.body.data!.login).toMatchObject({
        success: true,
        message: 'Login successful',
        token: expect.any(String),
        admin: { username: 'admin', email: TEST_ADMIN.email, role: 'admin', lastLogin: expect.any(String) },
      });
    });

    it('logs in with the email, case-insensitively', async () => {
      const res = await t.gql(LOGIN, { u: TEST_ADMIN.email.toUpperCase(), p: TEST_ADMIN.password });
      expect(res.body.data!.login.success).toBe(true);
    });

    it("answers 'Invalid credentials' with HTTP 401 for a wrong password and for an unknown user alike", async () => {
      for (const [u, p] of [
        [TEST_ADMIN.username, 'wrong-password'],
        ['nobody', TEST_ADMIN.password],
      ]) {
        const res = await t.gql(LOGIN, { u, p });
        expect(res.status).toBe(401);
        expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid credentials' });
      }
    });

    it("answers 'Username and password are required' for blank fields", async () => {
      const res = await t.gql(LOGIN, { u: '  ', p: '' });
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Username and password are required' });
    });

    it('never exposes the password hash in the schema', async () => {
      const res = await t.gql('{ __type(name: "Admin") { fields { name } } }');
      const names = res.body.data!.__type.fields.map((f: { name: string }) => f.name);
      expect(names).toEqual(expect.arrayContaining(['username', 'email', 'role']));
      expect(names).not.toContain('passwordHash');
    });
  });

  describe('adminProfile', () => {
    it('returns the authenticated admin', async () => {
      const res = await t.gql(PROFILE, {}, await t.login());
      expect(res.body.data!.adminProfile).toMatchObject({ success: true, admin: { username: 'admin', role: 'admin' } });
    });

    it('is refused with 401 without a token', async () => {
      const res = await t.gql(PROFILE);
      expect(res.status).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
    });

    it("answers 'Token expired.' for an expired token", async () => {
      const admin = await t.db.dataSource.getRepository(Admin).findOneByOrFail({ username: 'admin' });
      const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, 'test-secret', {
        subject: admin.id,
        jwtid: crypto.randomUUID(),
      });
      const res = await t.gql(PROFILE, {}, expired);
      expect(res.status).toBe(401);
      expect(errorOf(res).message).toBe('Token expired.');
    });

    it("answers 'Invalid token.' for a token signed with another secret", async () => {
      const forged = jwt.sign({}, 'someone-elses-secret', { subject: 'x', jwtid: 'y', expiresIn: '1h' });
      expect(errorOf(await t.gql(PROFILE, {}, forged)).message).toBe('Invalid token.');
    });

    it('does not let a bad token break public reads', async () => {
      const res = await t.gql('{ founders { id } }', {}, 'garbage');
      expect(res.status).toBe(200);
      expect(res.body.data!.founders).toEqual([]);
    });
  });

  describe('logout', () => {
    it('revokes the token on the server: the same token is refused afterwards', async () => {
      const token = await t.login();
      const res = await t.gql(LOGOUT, {}, token);
      expect(res.body.data!.logout).toEqual({ success: true, message: 'Logged out successfully' });
      const after = await t.gql(PROFILE, {}, token);
      expect(after.status).toBe(401);
      expect(errorOf(after)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid token or admin account deactivated.' });
    });

    it('leaves other sessions valid', async () => {
      const kept = await t.login();
      await t.gql(LOGOUT, {}, await t.login());
      expect((await t.gql(PROFILE, {}, kept)).status).toBe(200);
    });

    it('is refused without a token', async () => {
      expect((await t.gql(LOGOUT)).status).toBe(401);
    });
  });

  describe('changePassword', () => {
    it.each([
      ['', 'new-password-1', 'Current password and new password are required'],
      [TEST_ADMIN.password, 'short', 'New password must be at least 8 characters long'],
      ['not-my-password', 'new-password-1', 'Current password is incorrect'],
    ])('refuses (%j, %j) with %j', async (c, n, message) => {
      const res = await t.gql(CHANGE_PASSWORD, { c, n }, await t.login());
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message });
    });

    it('is refused without a token', async () => {
      expect((await t.gql(CHANGE_PASSWORD, { c: TEST_ADMIN.password, n: 'whatever-1234' })).status).toBe(401);
    });

    it('changes the password, keeps the current token and revokes the others', async () => {
      const other = await t.login();
      const current = await t.login();
      const res = await t.gql(CHANGE_PASSWORD, { c: TEST_ADMIN.password, n: 'a-brand-new-password' }, current);
      expect(res.body.data!.changePassword).toEqual({ success: true, message: 'Password changed successfully' });
      expect((await t.gql(PROFILE, {}, current)).status).toBe(200);
      expect(errorOf(await t.gql(PROFILE, {}, other)).message).toBe('Invalid token or admin account deactivated.');
      expect(errorOf(await t.gql(LOGIN, { u: 'admin', p: TEST_ADMIN.password })).message).toBe('Invalid credentials');
      expect((await t.gql(LOGIN, { u: 'admin', p: 'a-brand-new-password' })).body.data!.login.success).toBe(true);
      await t.app.services.admin.resetPassword('admin', TEST_ADMIN.password);
    });
  });

  describe('initial admin and password reset', () => {
    it('creates the first admin with a generated password when none is configured, only on an empty table', async () => {
      const repo = t.db.dataSource.getRepository(Admin);
      await repo.createQueryBuilder().delete().execute();
      const first = await t.app.services.admin.ensureInitialAdmin({
        username: 'owner',
        email: 'Owner@Example.com',
        password: undefined,
      });
      expect(first).toEqual({ created: true, generatedPassword: expect.stringMatching(/^.{12,}$/) });
      const again = await t.app.services.admin.ensureInitialAdmin({ username: 'other', email: 'o@example.com', password: 'x' });
      expect(again).toEqual({ created: false });
      const login = await t.gql(LOGIN, { u: 'owner@example.com', p: first.generatedPassword });
      expect(login.body.data!.login.admin.username).toBe('owner');
    });

    it("resets a password from the CLI service and revokes that admin's tokens", async () => {
      const { password } = await t.app.services.admin.resetPassword('owner', 'reset-password-1');
      expect(password).toBe('reset-password-1');
      expect((await t.gql(LOGIN, { u: 'owner', p: 'reset-password-1' })).body.data!.login.success).toBe(true);
    });
  });
});

describe('admin login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginRateLimit: { maxAttempts: 3, windowSeconds: 60 } });
  });
  afterAll(() => t.close());

  it('answers 429 TOO_MANY_REQUESTS after too many failed attempts, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await t.gql(LOGIN, { u: 'admin', p: 'wrong' })).status).toBe(401);
    }
    const blocked = await t.gql(LOGIN, { u: 'admin', p: TEST_ADMIN.password });
    expect(blocked.status).toBe(429);
    expect(errorOf(blocked)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many login attempts/),
    });
  });
});
