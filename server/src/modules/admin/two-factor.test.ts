import { Secret, TOTP } from 'otpauth';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { Admin } from './admin.entity';
import { hashPassword } from './admin.service';

const LOGIN = `mutation ($u: String!, $p: String!, $c: String) {
  login(username: $u, password: $p, code: $c) { success message token admin { username } }
}`;
const STATUS = '{ twoFactorStatus { enabled recoveryCodesLeft } }';
const SETUP = 'mutation { setupTwoFactor { secret otpauthUrl qrCode } }';
const ENABLE =
  'mutation ($p: String!, $c: String!) { enableTwoFactor(password: $p, code: $c) { success message recoveryCodes } }';
const DISABLE = 'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) { success message } }';
const PROFILE = '{ adminProfile { admin { username } } }';

const PASSWORD = 'two-factor-password';
const TWO_FACTOR_REQUIRED = { success: false, message: 'Two-factor code required', twoFactorRequired: true };
const INVALID_CODE = { success: false, message: 'Invalid authentication code', requestId: expect.any(String) };
// Error bodies are matched, not equalled: they may also quote the request id (http/request-id.ts).

/** What an authenticator app computes from the secret the setup showed. */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return {
    now: () => totp.generate(),
    /** The next time step's code: still accepted (one step of clock drift), and newer than `now()`'s. */
    next: () => totp.generate({ timestamp: Date.now() + 30_000 }),
    /** A valid-looking code that is not this secret's for any accepted step. */
    wrong: () => {
      const accepted = [-30_000, 0, 30_000, 60_000].map((offset) => totp.generate({ timestamp: Date.now() + offset }));
      let code = '000000';
      while (accepted.includes(code)) code = String(Number(code) + 1).padStart(6, '0');
      return code;
    },
  };
}

describe('two-factor authentication', () => {
  let t: TestApp;
  let admins = 0;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A fresh administrator for each test, so enabling two-factor leaves the others alone. */
  const newAdmin = async () => {
    admins += 1;
    const repo = t.db.dataSource.getRepository(Admin);
    const username = `guarded${admins}`;
    await repo.save(
      repo.create({ username, email: `${username}@example.com`, passwordHash: await hashPassword(PASSWORD), role: 'admin' }),
    );
    return username;
  };

  describe('through GraphQL', () => {
    const login = (username: string, code?: string, password = PASSWORD) => t.gql(LOGIN, { u: username, p: password, c: code });
    const tokenOf = async (username: string, code?: string) => {
      const res = await login(username, code);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.login.token as string;
    };
    /** Logs in, sets up and enables two-factor; returns what the admin would have kept. */
    const enrolled = async () => {
      const username = await newAdmin();
      const token = await tokenOf(username);
      const setup = await t.gql(SETUP, {}, token);
      const app = authenticator(setup.body.data!.setupTwoFactor.secret);
      const enable = await t.gql(ENABLE, { p: PASSWORD, c: app.now() }, token);
      expect(enable.body.errors).toBeUndefined();
      return { username, token, app, recoveryCodes: enable.body.data!.enableTwoFactor.recoveryCodes as string[] };
    };

    it('sets up with a new secret, its otpauth URL and a PNG QR code; login needs no code until enabled', async () => {
      const username = await newAdmin();
      const token = await tokenOf(username);
      expect((await t.gql(STATUS, {}, token)).body.data!.twoFactorStatus).toEqual({ enabled: false, recoveryCodesLeft: 0 });

      const first = (await t.gql(SETUP, {}, token)).body.data!.setupTwoFactor;
      expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(first.otpauthUrl).toBe(
        `otpauth://totp/Nexora%20Labs:${username}?issuer=Nexora%20Labs&secret=${first.secret}&algorithm=SHA1&digits=6&period=30`,
      );
      expect(first.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      // Starting again replaces the secret: only the last one scanned can enable.
      const second = (await t.gql(SETUP, {}, token)).body.data!.setupTwoFactor;
      expect(second.secret).not.toBe(first.secret);
      expect(errorOf(await t.gql(ENABLE, { p: PASSWORD, c: authenticator(first.secret).now() }, token))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Invalid authentication code',
      });

      expect((await login(username)).body.data!.login.success).toBe(true);
      expect((await t.gql(STATUS, {}, token)).body.data!.twoFactorStatus.enabled).toBe(false);
    });

    it('enables only with a right code, answers ten recovery codes once, and keeps the secret encrypted and the codes hashed', async () => {
      const username = await newAdmin();
      const token = await tokenOf(username);
      const { secret } = (await t.gql(SETUP, {}, token)).body.data!.setupTwoFactor;
      const app = authenticator(secret);

      expect(errorOf(await t.gql(ENABLE, { p: PASSWORD, c: app.wrong() }, token))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Invalid authentication code',
      });
      expect(errorOf(await t.gql(ENABLE, { p: PASSWORD, c: ' ' }, token))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Authentication code is required',
      });

      const res = await t.gql(ENABLE, { p: PASSWORD, c: app.now() }, token);
      expect(res.body.data!.enableTwoFactor).toMatchObject({ success: true, message: 'Two-factor authentication enabled' });
      const codes: string[] = res.body.data!.enableTwoFactor.recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
      expect((await t.gql(STATUS, {}, token)).body.data!.twoFactorStatus).toEqual({ enabled: true, recoveryCodesLeft: 10 });

      // Enabling twice or starting setup again while enabled would hand out new codes or a new secret.
      expect(errorOf(await t.gql(ENABLE, { p: PASSWORD, c: app.now() }, token)).message).toBe(
        'Two-factor authentication is already enabled',
      );
      expect(errorOf(await t.gql(SETUP, {}, token)).message).toBe('Two-factor authentication is already enabled');

      const stored = await t.db.dataSource.getRepository(Admin).findOneOrFail({
        where: { username },
        select: { id: true, twoFactorSecret: true, twoFactorRecoveryCodes: true },
      });
      expect(stored.twoFactorSecret).not.toContain(secret);
      expect(stored.twoFactorSecret).toMatch(/^v1\./);
      expect(stored.twoFactorRecoveryCodes).toHaveLength(10);
      for (const code of codes) expect(stored.twoFactorRecoveryCodes.join()).not.toContain(code.replace(/-/g, ''));
    });

    it('asks for a code after a right password, refuses a wrong one, and takes a right one once', async () => {
      const { username, app } = await enrolled();

      const noCode = await login(username);
      // Not a 401: the client's "any 401 logs out" rule must not treat the second step as a failed session.
      expect(noCode.status).toBe(200);
      expect(noCode.body.data).toBeNull();
      expect(errorOf(noCode)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: 'Two-factor code required' });
      // A wrong password still says only that, whatever the code.
      expect(errorOf(await login(username, app.now(), 'wrong-password'))).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid credentials',
      });

      const wrong = await login(username, app.wrong());
      expect(wrong.status).toBe(401);
      expect(errorOf(wrong)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid authentication code' });

      const code = app.now();
      const ok = await login(username, code);
      expect(ok.body.data!.login).toMatchObject({ success: true, message: 'Login successful', admin: { username } });
      expect((await t.gql(PROFILE, {}, ok.body.data!.login.token)).body.data!.adminProfile.admin.username).toBe(username);
      // Someone who saw that code cannot use it again (RFC 6238 §5.2).
      expect(errorOf(await login(username, code))).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid authentication code',
      });
      expect((await login(username, app.next())).body.data!.login.success).toBe(true);
    });

    it('takes a recovery code in place of a code, once, in any case and with or without dashes', async () => {
      const { username, token, recoveryCodes } = await enrolled();
      const [first, second] = recoveryCodes;

      expect((await login(username, first)).body.data!.login.success).toBe(true);
      expect(errorOf(await login(username, first))).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid authentication code',
      });
      expect((await login(username, ` ${second.replace(/-/g, '').toUpperCase()} `)).body.data!.login.success).toBe(true);
      expect((await t.gql(STATUS, {}, token)).body.data!.twoFactorStatus.recoveryCodesLeft).toBe(8);
    });

    it('is turned off by the operator (admin:disable-2fa) for a locked-out owner, ending their sessions', async () => {
      const { username, token } = await enrolled();
      await t.app.services.admin.disableTwoFactor(username);
      expect((await t.gql(PROFILE, {}, token)).status).toBe(401);
      const res = await login(username);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.login.success).toBe(true);
    });

    it('disables only with the password and a right code; then login needs no code', async () => {
      const { username, token, app } = await enrolled();

      expect(errorOf(await t.gql(DISABLE, { p: 'wrong-password', c: app.now() }, token))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Password is incorrect',
        fields: { password: 'Password is incorrect' },
      });
      expect(errorOf(await t.gql(DISABLE, { p: PASSWORD, c: app.wrong() }, token))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { code: 'Invalid authentication code' },
      });
      expect(errorOf(await t.gql(DISABLE, { p: '', c: '' }, token)).fields).toEqual({
        password: 'Password is required',
        code: 'Authentication code is required',
      });
      expect(errorOf(await login(username)).code).toBe('TWO_FACTOR_REQUIRED');

      const res = await t.gql(DISABLE, { p: PASSWORD, c: app.now() }, token);
      expect(res.body.data!.disableTwoFactor).toEqual({ success: true, message: 'Two-factor authentication disabled' });
      expect((await t.gql(STATUS, {}, token)).body.data!.twoFactorStatus).toEqual({ enabled: false, recoveryCodesLeft: 0 });
      expect((await login(username)).body.data!.login.success).toBe(true);
    });

    it('needs a signed-in admin for every two-factor operation', async () => {
      for (const [query, variables] of [
        [STATUS, {}],
        [SETUP, {}],
        [ENABLE, { p: PASSWORD, c: '123456' }],
        [DISABLE, { p: PASSWORD, c: '123456' }],
      ] as const) {
        const res = await t.gql(query, variables);
        expect(res.status).toBe(401);
        expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      }
    });

    it('never exposes the secret or the recovery codes on Admin', async () => {
      const res = await t.gql('{ __type(name: "Admin") { fields { name } } }');
      const names: string[] = res.body.data!.__type.fields.map((f: { name: string }) => f.name);
      expect(names.filter((name) => /twoFactor|secret|recovery/i.test(name))).toEqual([]);
    });
  });

  describe('through REST', () => {
    const login = (body: object) => t.http().post('/api/admin/login').send(body);
    const as = (token: string) => ({
      get: (path: string) => t.http().get(path).set('authorization', `Bearer ${token}`),
      post: (path: string, body: object = {}) => t.http().post(path).set('authorization', `Bearer ${token}`).send(body),
    });

    it('sets up, enables, asks for the code at login with twoFactorRequired, takes a recovery code once, and disables', async () => {
      const username = await newAdmin();
      const token = (await login({ username, password: PASSWORD })).body.token as string;
      const api = as(token);
      expect((await api.get('/api/admin/2fa')).body).toEqual({ success: true, enabled: false, recoveryCodesLeft: 0 });

      const setup = await api.post('/api/admin/2fa/setup');
      expect(setup.status).toBe(200);
      expect(setup.body).toEqual({
        success: true,
        secret: expect.any(String),
        otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//),
        qrCode: expect.stringMatching(/^data:image\/png;base64,/),
      });
      const app = authenticator(setup.body.secret);

      expect(await api.post('/api/admin/2fa/enable', { password: PASSWORD, code: app.wrong() })).toMatchObject({
        status: 400,
        body: { success: false, message: 'Invalid authentication code' },
      });
      const enabled = await api.post('/api/admin/2fa/enable', { password: PASSWORD, code: app.now() });
      expect(enabled.status).toBe(200);
      expect(enabled.body).toEqual({
        success: true,
        message: 'Two-factor authentication enabled',
        recoveryCodes: expect.any(Array),
      });
      const [recoveryCode] = enabled.body.recoveryCodes as string[];

      const noCode = await login({ username, password: PASSWORD });
      expect(noCode.status).toBe(401);
      expect(noCode.body).toMatchObject(TWO_FACTOR_REQUIRED);
      expect(noCode.body).not.toHaveProperty('token');
      const wrongCode = await login({ username, password: PASSWORD, code: app.wrong() });
      expect(wrongCode.status).toBe(401);
      expect(wrongCode.body).toMatchObject(INVALID_CODE);
      const nonString = await login({ username, password: PASSWORD, code: 123456 });
      expect(nonString.body).toMatchObject(TWO_FACTOR_REQUIRED);

      const ok = await login({ username, password: PASSWORD, code: app.now() });
      expect(ok.status).toBe(200);
      // The contract's login response, unchanged.
      expect(ok.body).toEqual({
        success: true,
        message: 'Login successful',
        token: expect.any(String),
        admin: {
          id: expect.any(String),
          _id: expect.any(String),
          username,
          email: `${username}@example.com`,
          role: 'admin',
          lastLogin: expect.any(String),
        },
      });

      expect((await login({ username, password: PASSWORD, code: recoveryCode })).status).toBe(200);
      const reused = await login({ username, password: PASSWORD, code: recoveryCode });
      expect(reused.status).toBe(401);
      expect(reused.body).toMatchObject(INVALID_CODE);

      expect(await api.post('/api/admin/2fa/disable', { password: PASSWORD })).toMatchObject({
        status: 400,
        body: { success: false, errors: { code: 'Authentication code is required' } },
      });
      const disabled = await api.post('/api/admin/2fa/disable', { password: PASSWORD, code: app.next() });
      expect(disabled.status).toBe(200);
      expect(disabled.body).toEqual({ success: true, message: 'Two-factor authentication disabled' });
      expect((await login({ username, password: PASSWORD })).status).toBe(200);
    });

    it('answers 401 without a token on every two-factor route', async () => {
      for (const [method, path] of [
        ['get', '/api/admin/2fa'],
        ['post', '/api/admin/2fa/setup'],
        ['post', '/api/admin/2fa/enable'],
        ['post', '/api/admin/2fa/disable'],
      ] as const) {
        const res = await t.http()[method](path);
        expect({ path, status: res.status, body: res.body }).toMatchObject({
          path,
          status: 401,
          body: { success: false, message: 'Access denied. No token provided.' },
        });
      }
    });
  });
});

describe('two-factor login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginRateLimit: { maxAttempts: 3, windowSeconds: 60 } });
  });
  afterAll(() => t.close());

  it('counts wrong codes like wrong passwords: too many and even the right code waits', async () => {
    const repo = t.db.dataSource.getRepository(Admin);
    await repo.save(
      repo.create({
        username: 'limited',
        email: 'limited@example.com',
        passwordHash: await hashPassword(PASSWORD),
        role: 'admin',
      }),
    );
    const login = (body: object) =>
      t
        .http()
        .post('/api/admin/login')
        .set('x-forwarded-for', '10.9.0.1')
        .send({ username: 'limited', password: PASSWORD, ...body });
    const token = (await login({})).body.token as string;
    const setup = await t.http().post('/api/admin/2fa/setup').set('authorization', `Bearer ${token}`);
    const app = authenticator(setup.body.secret);
    await t
      .http()
      .post('/api/admin/2fa/enable')
      .set('authorization', `Bearer ${token}`)
      .send({ password: PASSWORD, code: app.now() })
      .expect(200);

    for (let i = 0; i < 3; i += 1) expect((await login({ code: app.wrong() })).status).toBe(401);
    const limited = await login({ code: app.now() });
    expect(limited.status).toBe(429);
    expect(limited.body).not.toHaveProperty('token');
    // Another address is not affected.
    const elsewhere = await t
      .http()
      .post('/api/admin/login')
      .set('x-forwarded-for', '10.9.0.2')
      .send({ username: 'limited', password: PASSWORD, code: app.now() });
    expect(elsewhere.status).toBe(200);
  });

  it('does not count the first, code-less step of a good login against the limits', async () => {
    const repo = t.db.dataSource.getRepository(Admin);
    await repo.save(
      repo.create({
        username: 'twostep',
        email: 'twostep@example.com',
        passwordHash: await hashPassword(PASSWORD),
        role: 'admin',
      }),
    );
    const login = (body: object) =>
      t
        .http()
        .post('/api/admin/login')
        .set('x-forwarded-for', '10.9.0.3')
        .send({ username: 'twostep', password: PASSWORD, ...body });
    const token = (await login({})).body.token as string;
    const setup = await t.http().post('/api/admin/2fa/setup').set('authorization', `Bearer ${token}`);
    const app = authenticator(setup.body.secret);
    await t
      .http()
      .post('/api/admin/2fa/enable')
      .set('authorization', `Bearer ${token}`)
      .send({ password: PASSWORD, code: app.now() })
      .expect(200);

    // More code-less steps than the limit of 3 allows failures: none of them is a failure.
    for (let i = 0; i < 5; i += 1) expect((await login({})).body).toMatchObject(TWO_FACTOR_REQUIRED);
    expect((await login({ code: app.next() })).status).toBe(200);
  });

  it('refuses more than ten wrong codes in a row on enable, even from a valid session', async () => {
    const repo = t.db.dataSource.getRepository(Admin);
    await repo.save(
      repo.create({
        username: 'guessing',
        email: 'guessing@example.com',
        passwordHash: await hashPassword(PASSWORD),
        role: 'admin',
      }),
    );
    const token = (await t.http().post('/api/admin/login').send({ username: 'guessing', password: PASSWORD })).body
      .token as string;
    const setup = await t.gql(SETUP, {}, token);
    const app = authenticator(setup.body.data!.setupTwoFactor.secret);
    for (let i = 0; i < 10; i += 1)
      expect(errorOf(await t.gql(ENABLE, { p: PASSWORD, c: app.wrong() }, token)).message).toBe('Invalid authentication code');
    const res = await t.gql(ENABLE, { p: PASSWORD, c: app.now() }, token);
    expect(res.status).toBe(429);
    expect(errorOf(res)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many wrong codes/) });
  });
});
