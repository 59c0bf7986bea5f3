import { DEFAULT_LOGIN_FAILURE_LIMITS, loadConfig } from '../../config';
import { startTestApp, TEST_ADMIN, type TestApp, type TestAppOptions } from '../../test/test-app';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { success message token } }';
const TOO_MANY = /^Too many login attempts\. Please try again in \d+ minute\(s\)\.$/;
const WRONG = 'wrong-password';

type Door = 'rest' | 'graphql';

interface Outcome {
  status: number;
  message: string;
  /** Seconds, from the REST door's Retry-After header. */
  retryAfter?: number;
}

/** One login attempt through either door, from the client address `from` (sent as X-Forwarded-For). */
async function attempt(
  t: TestApp,
  door: Door,
  username: string,
  password: string,
  from?: string,
  cookie?: string,
): Promise<Outcome> {
  const req =
    door === 'rest'
      ? t.http().post('/api/admin/login').send({ username, password })
      : t
          .http()
          .post('/graphql')
          .send({ query: LOGIN, variables: { u: username, p: password } });
  if (from) req.set('x-forwarded-for', from);
  if (cookie) req.set('cookie', cookie);
  const res = await req;
  const retryAfter = res.headers['retry-after'] ? Number(res.headers['retry-after']) : undefined;
  if (door === 'rest') return { status: res.status, message: res.body.message, retryAfter };
  return { status: res.status, message: res.body.errors?.[0]?.message ?? res.body.data?.login?.message, retryAfter };
}

/** Alternates the doors, so every limit is shown to hold across both. */
const doorFor = (i: number): Door => (i % 2 === 0 ? 'rest' : 'graphql');

async function startWith(options: TestAppOptions): Promise<TestApp> {
  return startTestApp({
    loginFailureLimits: { perAddressPerDay: 1000, perUsernameBeforeDelay: 1000, maxDelaySeconds: 1 },
    ...options,
  });
}

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count, addresses or subnets, or a name as Express does', () => {
    const trustProxy = (value?: string) => loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: value }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('10.0.0.1, 172.16.0.0/12')).toBe('10.0.0.1, 172.16.0.0/12');
    expect(trustProxy('loopback')).toBe('loopback');
  });
});

describe('login protection without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startWith({ trustProxy: false, loginRateLimit: { maxAttempts: 3, windowSeconds: 60 } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, so rotating it buys no more guesses than the limit', async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 30; i += 1) outcomes.push(await attempt(t, doorFor(i), TEST_ADMIN.username, WRONG, `198.51.100.${i}`));
    expect(outcomes.filter((o) => o.status !== 429)).toHaveLength(3);
    expect(outcomes.slice(0, 3).map((o) => o.status)).toEqual([401, 401, 401]);
    expect(await attempt(t, 'rest', TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.200')).toMatchObject({ status: 429 });
  });
});

describe('login protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startWith({
      trustProxy: 'loopback',
      loginRateLimit: { maxAttempts: 3, windowSeconds: 60 },
      loginFailureLimits: { perAddressPerDay: 6, perUsernameBeforeDelay: 1000, maxDelaySeconds: 1 },
    });
  });
  afterAll(() => t.close());

  it('uses the forwarded address when TRUST_PROXY names the proxy it comes through', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(t, doorFor(i), TEST_ADMIN.username, WRONG, '10.2.0.1')).status).toBe(401);
    expect((await attempt(t, 'rest', TEST_ADMIN.username, TEST_ADMIN.password, '10.2.0.1')).status).toBe(429);
    expect((await attempt(t, 'rest', TEST_ADMIN.username, TEST_ADMIN.password, '10.2.0.2')).status).toBe(200);
  });

  it('blocks a username and address pair after consecutive failures, through both doors, and only that pair', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt(t, doorFor(i), TEST_ADMIN.username, WRONG, '10.3.0.1')).toMatchObject({
        status: 401,
        message: 'Invalid credentials',
      });
    }
    const rest = await attempt(t, 'rest', TEST_ADMIN.username, TEST_ADMIN.password, '10.3.0.1');
    expect(rest).toMatchObject({ status: 429, message: expect.stringMatching(TOO_MANY) });
    expect(rest.retryAfter).toBeGreaterThan(0);
    expect(rest.retryAfter).toBeLessThanOrEqual(60);
    expect(await attempt(t, 'graphql', TEST_ADMIN.username, TEST_ADMIN.password, '10.3.0.1')).toMatchObject({
      status: 429,
      message: expect.stringMatching(TOO_MANY),
      retryAfter: expect.any(Number),
    });
    expect((await attempt(t, 'graphql', 'someone-else', WRONG, '10.3.0.1')).status).toBe(401);
    expect((await attempt(t, 'graphql', TEST_ADMIN.username, TEST_ADMIN.password, '10.3.0.2')).status).toBe(200);
  });

  it('resets the pair after a successful login', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await attempt(t, doorFor(i), TEST_ADMIN.username, WRONG, '10.4.0.1')).status).toBe(401);
    expect((await attempt(t, 'graphql', TEST_ADMIN.username, TEST_ADMIN.password, '10.4.0.1')).status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(t, doorFor(i), TEST_ADMIN.username, WRONG, '10.4.0.1')).status).toBe(401);
    expect((await attempt(t, 'rest', TEST_ADMIN.username, WRONG, '10.4.0.1')).status).toBe(429);
  });

  it('blocks an address for a day once it has failed too often that day, whatever usernames it tries', async () => {
    for (let i = 0; i < 6; i += 1) expect((await attempt(t, doorFor(i), `guess-${i}`, WRONG, '10.5.0.1')).status).toBe(401);
    const blocked = await attempt(t, 'rest', TEST_ADMIN.username, TEST_ADMIN.password, '10.5.0.1');
    expect(blocked).toMatchObject({ status: 429, message: 'Too many login attempts. Please try again in 1440 minute(s).' });
    expect(blocked.retryAfter).toBeGreaterThan(23 * 60 * 60);
    expect((await attempt(t, 'graphql', 'guess-new', WRONG, '10.5.0.1')).status).toBe(429);
    expect((await attempt(t, 'rest', TEST_ADMIN.username, TEST_ADMIN.password, '10.5.0.2')).status).toBe(200);
  });

  it('treats an unknown username like a wrong password', async () => {
    const run = async (username: string, from: string) => {
      const outcomes: Outcome[] = [];
      for (let i = 0; i < 5; i += 1) outcomes.push(await attempt(t, doorFor(i), username, WRONG, from));
      return outcomes.map(({ status, message }) => ({ status, message }));
    };
    const unknown = await run('nobody-here', '10.6.0.1');
    expect(unknown.map((o) => o.status)).toEqual([401, 401, 401, 429, 429]);
    expect(await run(TEST_ADMIN.username, '10.6.0.2')).toEqual(unknown);
  });

  it('counts guesses sent in parallel before their passwords are checked', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(t, doorFor(i), TEST_ADMIN.username, WRONG, '10.7.0.1')),
    );
    expect(outcomes.filter((o) => o.status !== 429)).toHaveLength(3);
  });
});

describe('login protection during an attack on the admin username (default limits)', () => {
  let t: TestApp;
  let ownerDevice: string;
  beforeAll(async () => {
    t = await startWith({
      trustProxy: 'loopback',
      loginRateLimit: { maxAttempts: 10, windowSeconds: 15 * 60 },
      loginFailureLimits: DEFAULT_LOGIN_FAILURE_LIMITS,
    });
    // The owner signed in from this device before the attack: it carries the account's device cookie.
    const before = await t.http().post('/api/admin/login').set('x-forwarded-for', '192.0.2.9').send(TEST_ADMIN);
    ownerDevice = ([] as string[])
      .concat(before.headers['set-cookie'])
      .find((line) => line.startsWith('device_'))!
      .split(';')[0];
  });
  afterAll(() => t.close());

  it('checks only the first 10 of 300 guesses from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1)
      statuses.push((await attempt(t, doorFor(i), TEST_ADMIN.username, WRONG, '203.0.113.1')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(290).fill(429));
  });

  it('then holds every new device back, account-wide, longer after each further failure (ADR 046)', async () => {
    // Past the ten failures above, each further one holds every device the account does not know, whatever its
    // address, twice as long as the last: a fresh address is no way around it. The tenth itself held them for 1 s
    // (2^0), which a fast run of the 290 refusals above does not outlast: that hold ends first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const holds: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      expect((await attempt(t, doorFor(i), TEST_ADMIN.username, WRONG, `203.0.113.${100 + 2 * i}`)).status).toBe(401);
      const held = await attempt(t, 'rest', TEST_ADMIN.username, TEST_ADMIN.password, `203.0.113.${101 + 2 * i}`);
      expect(held.status).toBe(429);
      holds.push(held.retryAfter!);
      await new Promise((resolve) => setTimeout(resolve, held.retryAfter! * 1000 + 100));
    }
    expect(holds).toEqual([2, 4]);
  });

  // Runs after the two attacks above, while they are still being refused.
  it('still lets the owner in with the right password from a device the account knows, through both doors', async () => {
    expect((await attempt(t, 'rest', TEST_ADMIN.username, WRONG, '203.0.113.110')).status).toBe(401);
    expect((await attempt(t, 'rest', TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.10')).status).toBe(429);
    for (const door of ['rest', 'graphql'] as const) {
      const owner = await attempt(t, door, TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.11', ownerDevice);
      expect(owner).toMatchObject({ status: 200, message: 'Login successful' });
    }
  });
});
