import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { DEFAULT_LOGIN_FAILURE_LIMITS } from '../../config';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp';
import { errorOf, startTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { Admin } from './admin.entity';
import { hashPassword } from './admin.service';
import { NEW_DEVICE_REFUSED } from './login-protection';

/**
 * Issue 27 / ADR 046: sign-in limits per account, whatever the address. A botnet's fresh address per guess buys
 * nothing; the owner still gets in from a device the account knows, or from a new one with an emailed code;
 * two-factor codes and the current password of security changes are counted per account too.
 */
const LOGIN = `mutation ($u: String!, $p: String!, $c: String, $d: String) {
  login(username: $u, password: $p, code: $c, deviceCode: $d) { success message token }
}`;
const WRONG = 'wrong-password';

type Door = 'rest' | 'graphql';
const doorFor = (i: number): Door => (i % 2 === 0 ? 'rest' : 'graphql');

interface Outcome {
  status: number;
  message: string;
  token?: string;
  deviceCodeRequired?: boolean;
  /** The device cookie the answer set, as a Cookie header value. */
  cookie?: string;
}

interface AttemptOptions {
  from: string;
  username?: string;
  password?: string;
  code?: string;
  deviceCode?: string;
  cookie?: string;
}

async function attempt(t: TestApp, door: Door, options: AttemptOptions): Promise<Outcome> {
  const { from, username = TEST_ADMIN.username, password = WRONG, code, deviceCode, cookie } = options;
  const req =
    door === 'rest'
      ? t.http().post('/api/admin/login').send({ username, password, code, deviceCode })
      : t
          .http()
          .post('/graphql')
          .send({ query: LOGIN, variables: { u: username, p: password, c: code, d: deviceCode } });
  req.set('x-forwarded-for', from);
  if (cookie) req.set('cookie', cookie);
  const res = await req;
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith('device_'));
  const common = { status: res.status, cookie: setCookie?.split(';')[0] };
  if (door === 'rest')
    return { ...common, message: res.body.message, token: res.body.token, deviceCodeRequired: res.body.deviceCodeRequired };
  const error = res.body.errors?.[0];
  return {
    ...common,
    message: error?.message ?? res.body.data?.login?.message,
    token: res.body.data?.login?.token,
    deviceCodeRequired: error?.extensions?.deviceCodeRequired,
  };
}

/** 40 wrong passwords on the account, each from an address of its own, alternating the doors. */
async function botnet(t: TestApp, count = 40, prefix = '198.18'): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < count; i += 1)
    outcomes.push(await attempt(t, doorFor(i), { from: `${prefix}.${Math.floor(i / 250)}.${(i % 250) + 1}` }));
  return outcomes;
}

/**
 * Every case here sends bursts of sign-ins, each a password check that is slow by design (argon2id), some with the
 * default limits' real delays: on a busy two-core runner (the embedded database, or beside the browser tests) one case
 * can take longer than jest's default 30 s. A bound on time, not a timed assertion.
 */
jest.setTimeout(120_000);

/** Locked at the tenth failure: the holds between the two thresholds are timed, and tested in login-protection.test.ts. */
const LOCK_AT_TEN = { ...DEFAULT_LOGIN_FAILURE_LIMITS, perUsernameBeforeDelay: 10, perAccountBeforeLock: 10 };

describe('sign-in limits per account', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let knownDevice: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp({
      trustProxy: 'loopback',
      loginRateLimit: { maxAttempts: 10, windowSeconds: 15 * 60 },
      loginFailureLimits: LOCK_AT_TEN,
      smtpUrl: smtp.url,
    });
    // The owner's laptop, before the attack: a successful sign-in leaves a signed, HttpOnly device cookie.
    const laptop = await attempt(t, 'rest', { from: '192.0.2.1', password: TEST_ADMIN.password });
    expect(laptop.status).toBe(200);
    knownDevice = laptop.cookie!;
    expect(knownDevice).toMatch(/^device_[0-9a-f]{12}=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('checks 10 of 40 wrong passwords sent from 40 addresses, then refuses every new device', async () => {
    const outcomes = await botnet(t);
    // The first ten are checked; past the lock every one is refused before its password is looked at.
    expect(outcomes.map((outcome) => outcome.status)).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);
    expect(outcomes[10]).toMatchObject({ message: NEW_DEVICE_REFUSED, deviceCodeRequired: true });
    // Even the right password from a new device is refused now, through both doors.
    for (const door of ['rest', 'graphql'] as const) {
      expect(await attempt(t, door, { from: '198.19.0.1', password: TEST_ADMIN.password })).toMatchObject({ status: 429 });
    }
  });

  it('still lets the owner in at once from the device the account knows, through both doors', async () => {
    for (const door of ['rest', 'graphql'] as const) {
      const owner = await attempt(t, door, { from: '203.0.113.77', password: TEST_ADMIN.password, cookie: knownDevice });
      expect(owner).toMatchObject({ status: 200, message: 'Login successful', token: expect.any(String) });
    }
  });

  it("lets a new device in with the code emailed to the account's address, once", async () => {
    const refused = await attempt(t, 'graphql', { from: '198.19.0.2', password: TEST_ADMIN.password });
    expect(refused).toMatchObject({ status: 429, deviceCodeRequired: true });
    // The attack's first refusal mailed a code already; one mail per five minutes, and that one is still good.
    const mails = await smtp.waitFor(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toEqual([TEST_ADMIN.email]);
    const code = /enter this code with your password: (\d{6})/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code does not open the door, nor does the right code with a wrong password.
    expect((await attempt(t, 'rest', { from: '198.19.0.2', password: TEST_ADMIN.password, deviceCode: '000000' })).status).toBe(
      429,
    );
    expect((await attempt(t, 'rest', { from: '198.19.0.2', password: WRONG, deviceCode: code })).status).toBe(401);
    // Used once: a fresh code is needed (the one above was spent on the wrong password).
    expect((await attempt(t, 'rest', { from: '198.19.0.2', password: TEST_ADMIN.password, deviceCode: code })).status).toBe(429);
  });

  it('gives a known device its own allowance: a stolen cookie with wrong passwords is stopped after ten', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await attempt(t, doorFor(i), { from: `198.20.0.${i + 1}`, cookie: knownDevice })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});

describe('an emailed code for a new device', () => {
  it('signs the owner in from a new device during an attack and makes the device known', async () => {
    const smtp = await startTestSmtpServer();
    const t = await startTestApp({
      trustProxy: 'loopback',
      loginRateLimit: { maxAttempts: 10, windowSeconds: 15 * 60 },
      loginFailureLimits: { ...DEFAULT_LOGIN_FAILURE_LIMITS, perUsernameBeforeDelay: 5, perAccountBeforeLock: 5 },
      smtpUrl: smtp.url,
    });
    try {
      const outcomes = await botnet(t, 12, '198.51');
      expect(outcomes.map((outcome) => outcome.status)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
      // The seven refusals asked for codes; one mail went out (one per five minutes).
      const [mail] = await smtp.waitFor(1);
      expect(smtp.received).toHaveLength(1);
      const code = /enter this code with your password: (\d{6})/.exec(mail.raw)![1];

      const phone = await attempt(t, 'graphql', { from: '192.0.2.50', password: TEST_ADMIN.password, deviceCode: code });
      expect(phone).toMatchObject({ status: 200, token: expect.any(String), cookie: expect.stringMatching(/^device_/) });
      // From now on the phone is a known device: no code needed.
      const again = await attempt(t, 'rest', { from: '192.0.2.51', password: TEST_ADMIN.password, cookie: phone.cookie });
      expect(again).toMatchObject({ status: 200 });
      // A cookie of another account, or a forged one, is no known device.
      const forged = phone.cookie!.replace(/\.[A-Za-z0-9_-]+$/, '.forged');
      expect((await attempt(t, 'rest', { from: '192.0.2.52', password: TEST_ADMIN.password, cookie: forged })).status).toBe(429);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });

  it('is not offered without SMTP: the refusal says no code was sent', async () => {
    const t = await startTestApp({
      trustProxy: 'loopback',
      loginFailureLimits: { ...DEFAULT_LOGIN_FAILURE_LIMITS, perUsernameBeforeDelay: 3, perAccountBeforeLock: 3 },
    });
    try {
      await botnet(t, 3, '198.51');
      const res = await t
        .http()
        .post('/api/admin/login')
        .set('x-forwarded-for', '198.51.9.9')
        .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ message: NEW_DEVICE_REFUSED, deviceCodeRequired: true, codeSent: false });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('two-factor codes and current passwords, per account', () => {
  const PASSWORD = 'per-account-password';
  let t: TestApp;
  let admins = 0;

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'loopback' });
  });
  afterAll(() => t.close());

  const newAdmin = async () => {
    admins += 1;
    const repo = t.db.dataSource.getRepository(Admin);
    const username = `counted${admins}`;
    await repo.save(
      repo.create({ username, email: `${username}@example.com`, passwordHash: await hashPassword(PASSWORD), role: 'admin' }),
    );
    const login = await t.http().post('/api/admin/login').send({ username, password: PASSWORD });
    return { username, token: login.body.token as string };
  };
  const api = (token: string) => ({
    post: (path: string, body: object) => t.http().post(path).set('authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) => t.http().put(path).set('authorization', `Bearer ${token}`).send(body),
  });
  const enroll = async (token: string) => {
    const setup = await api(token).post('/api/admin/2fa/setup', {});
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret) });
    const enabled = await api(token).post('/api/admin/2fa/enable', { password: PASSWORD, code: totp.generate() });
    expect(enabled.status).toBe(200);
    return totp;
  };
  /** A six-digit code that is not the app's now, nor a step either side. */
  const wrongCode = (totp: TOTP) => {
    const near = [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset }));
    let code = 100_000;
    while (near.includes(String(code))) code += 1;
    return String(code);
  };

  it('checks at most ten of 100 wrong two-factor codes sent with the right password from 100 addresses', async () => {
    const { username, token } = await newAdmin();
    const totp = await enroll(token);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const outcome = await attempt(t, doorFor(i), {
        from: `100.64.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        username,
        password: PASSWORD,
        code: wrongCode(totp),
      });
      statuses.push(outcome.status);
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(10)).toEqual(Array(90).fill(429));
    // 100 sign-ins one after another, each checking a password with argon2: 0.3-0.7 s apiece on a loaded 2-core CI.
  }, 120_000);

  it('checks at most ten of 30 wrong two-factor codes sent at once from 30 addresses', async () => {
    const { username, token } = await newAdmin();
    const totp = await enroll(token);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attempt(t, doorFor(i), { from: `100.65.0.${i + 1}`, username, password: PASSWORD, code: wrongCode(totp) }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 401).length).toBeLessThanOrEqual(10);
    expect(outcomes.filter((outcome) => outcome.status !== 401 && outcome.status !== 429)).toEqual([]);
  });

  it('refuses to turn two-factor on without the password, or with a wrong one', async () => {
    const { token } = await newAdmin();
    const setup = await api(token).post('/api/admin/2fa/setup', {});
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret) }).generate();
    const none = await api(token).post('/api/admin/2fa/enable', { code });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ password: 'Password is required' });
    const wrong = await t.gql(
      'mutation ($p: String!, $c: String!) { enableTwoFactor(password: $p, code: $c) { success } }',
      { p: WRONG, c: code },
      token,
    );
    expect(errorOf(wrong)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Password is incorrect' });
    expect((await api(token).post('/api/admin/2fa/setup', {})).status).toBe(200);
  });

  it('refuses change-password and two-factor-disable after five wrong current passwords, even the right one', async () => {
    const { token } = await newAdmin();
    for (let i = 0; i < 5; i += 1) {
      const res = await api(token).put('/api/admin/change-password', { currentPassword: WRONG, newPassword: 'another-password' });
      expect(res.status).toBe(400);
    }
    const right = await api(token).put('/api/admin/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-password',
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many wrong passwords\./);

    const other = await newAdmin();
    const totp = await enroll(other.token);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.gql(
        'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) { success } }',
        { p: WRONG, c: totp.generate() },
        other.token,
      );
      expect(errorOf(res).message).toBe('Password is incorrect');
    }
    const refused = await api(other.token).post('/api/admin/2fa/disable', { password: PASSWORD, code: totp.generate() });
    expect(refused.status).toBe(429);
  });

  it('asks for the password, and with two-factor on a code, to end another session or set a new password', async () => {
    const { username, token } = await newAdmin();
    const totp = await enroll(token);
    const second = await t.http().post('/api/admin/login').send({ username, password: PASSWORD, code: totp.generate() });
    const sessions = await t.http().get('/api/admin/sessions').set('authorization', `Bearer ${token}`);
    const otherId = sessions.body.sessions.find((session: { current: boolean }) => !session.current)._id as string;
    const end = (body: object) =>
      t.http().delete(`/api/admin/sessions/${otherId}`).set('authorization', `Bearer ${token}`).send(body);
    expect((await end({})).body.errors).toEqual({ password: 'Password is required' });
    expect((await end({ password: PASSWORD })).body.errors).toEqual({ code: 'Authentication code is required' });
    // The sign-in above spent this step's code (each is good once): the next step's is accepted too.
    expect((await end({ password: PASSWORD, code: totp.generate({ timestamp: Date.now() + 30_000 }) })).status).toBe(200);
    expect((await request(t.app.app).get('/api/admin/profile').set('authorization', `Bearer ${second.body.token}`)).status).toBe(
      401,
    );

    const change = await api(token).put('/api/admin/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-pass',
    });
    expect(change.body.errors).toEqual({ code: 'Authentication code is required' });
  });
});

describe('sign-in limits per account under parallel guessing (default limits)', () => {
  it('checks no more than the lock threshold of 60 guesses sent 30 at a time from 60 addresses', async () => {
    const t = await startTestApp({ trustProxy: 'loopback', loginFailureLimits: DEFAULT_LOGIN_FAILURE_LIMITS });
    try {
      const statuses: number[] = [];
      for (let batch = 0; batch < 2; batch += 1) {
        const sent = Array.from({ length: 30 }, (_, i) =>
          attempt(t, doorFor(i), { from: `198.18.${batch}.${i + 1}` }).then((outcome) => outcome.status),
        );
        statuses.push(...(await Promise.all(sent)));
      }
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(DEFAULT_LOGIN_FAILURE_LIMITS.perUsernameBeforeDelay);
      expect(checked).toBeLessThanOrEqual(DEFAULT_LOGIN_FAILURE_LIMITS.perAccountBeforeLock);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
