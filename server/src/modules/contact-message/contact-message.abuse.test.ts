import { loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../test/test-app';

const SUBMIT =
  'mutation ($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { id name email message submittedAt } }';
const TOO_MANY = 'Too many messages. Please try again in 10 minute(s).';

let sequence = 0;
/** A valid message with an email no other test uses, so what was stored can be told apart. */
const fresh = () => {
  sequence += 1;
  return { name: 'Sara Ahmed', email: `abuse-${sequence}@example.com`, message: 'We would like a quote for a chatbot.' };
};

/** Each test plays its own visitors: X-Forwarded-For is believed from loopback in tests. */
let addressCount = 0;
const newAddress = () => {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
};

describe('contact form abuse', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ contactRateLimit: { maxMessages: 2, windowSeconds: 600 } });
    token = await t.login();
  });
  afterAll(() => t.close());

  const storedEmails = async () =>
    ((await t.http().get('/api/contact').set('authorization', `Bearer ${token}`)).body as Array<{ email: string }>).map(
      (m) => m.email,
    );
  const restFrom = (address: string, body: object) => t.http().post('/api/contact').set('x-forwarded-for', address).send(body);
  const gqlFrom = (address: string, input: object) =>
    t.http().post('/graphql').set('x-forwarded-for', address).send({ query: SUBMIT, variables: { input } });

  describe('rate limit per client address (CONTACT_RATE_LIMIT_MAX per CONTACT_RATE_LIMIT_WINDOW_SECONDS)', () => {
    it('takes the allowed messages, then answers REST with 429, Retry-After and the SPEC-style message, storing nothing', async () => {
      const address = newAddress();
      expect((await restFrom(address, fresh())).status).toBe(201);
      expect((await restFrom(address, fresh())).status).toBe(201);
      const refused = fresh();
      const res = await restFrom(address, refused);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ success: false, message: TOO_MANY, requestId: expect.any(String) });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await storedEmails()).not.toContain(refused.email);
    });

    it('counts both doors together; GraphQL answers TOO_MANY_REQUESTS with HTTP 429', async () => {
      const address = newAddress();
      expect((await restFrom(address, fresh())).status).toBe(201);
      const second = await gqlFrom(address, fresh());
      expect(second.body.errors).toBeUndefined();
      const refused = fresh();
      const third = await gqlFrom(address, refused);
      expect(third.status).toBe(429);
      expect(third.body.data).toBeNull();
      expect(third.body.errors[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect((await restFrom(address, fresh())).status).toBe(429);
      expect(await storedEmails()).not.toContain(refused.email);
    });

    it('counts each address on its own', async () => {
      const busy = newAddress();
      await restFrom(busy, fresh());
      await restFrom(busy, fresh());
      expect((await restFrom(busy, fresh())).status).toBe(429);
      const sent = fresh();
      expect((await restFrom(newAddress(), sent)).status).toBe(201);
      expect(await storedEmails()).toContain(sent.email);
    });

    it('does not count a message it refused as invalid, so a visitor fixing a typo is not locked out', async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await restFrom(address, { ...fresh(), email: 'sara@example' })).status).toBe(400);
      }
      expect((await restFrom(address, fresh())).status).toBe(201);
      expect((await gqlFrom(address, fresh())).body.errors).toBeUndefined();
    });
  });

  describe('honeypot (the hidden `website` field)', () => {
    it('answers REST like any success when it is filled, and stores nothing', async () => {
      const sent = fresh();
      const res = await restFrom(newAddress(), { ...sent, website: 'https://cheap-pills.example' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        ...sent,
        _id: res.body.id,
        id: expect.any(String),
        submittedAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.body).not.toHaveProperty('website');
      expect(await storedEmails()).not.toContain(sent.email);
    });

    it('drops a filled honeypot sent as a multipart form field too', async () => {
      const sent = fresh();
      const res = await t
        .http()
        .post('/api/contact')
        .set('x-forwarded-for', newAddress())
        .field('name', sent.name)
        .field('email', sent.email)
        .field('message', sent.message)
        .field('website', 'spam');
      expect(res.status).toBe(201);
      expect(await storedEmails()).not.toContain(sent.email);
    });

    it('answers GraphQL like any success when it is filled, and stores nothing', async () => {
      const sent = fresh();
      const res = await gqlFrom(newAddress(), { ...sent, website: 'https://cheap-pills.example' });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.submitContactMessage).toMatchObject({
        ...sent,
        id: expect.any(String),
        submittedAt: expect.any(String),
      });
      expect(await storedEmails()).not.toContain(sent.email);
    });

    it('stores the message when the honeypot is absent, empty or blank (the REST contract sends no such field)', async () => {
      const plain = fresh();
      const empty = fresh();
      const blank = fresh();
      const viaGraphQL = fresh();
      expect((await restFrom(newAddress(), plain)).status).toBe(201);
      expect((await restFrom(newAddress(), { ...empty, website: '' })).status).toBe(201);
      expect((await restFrom(newAddress(), { ...blank, website: '   ' })).status).toBe(201);
      expect((await gqlFrom(newAddress(), { ...viaGraphQL, website: null })).body.errors).toBeUndefined();
      expect(await storedEmails()).toEqual(expect.arrayContaining([plain.email, empty.email, blank.email, viaGraphQL.email]));
    });

    it('still reports invalid fields as usual, so a bot cannot tell the honeypot from the form', async () => {
      const res = await restFrom(newAddress(), { name: '', email: 'nope', message: 'x', website: 'spam' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: 'Name is required', email: 'Please enter a valid email address' });
    });
  });

  it('caps every field through REST as through GraphQL', async () => {
    const address = newAddress();
    const res = await restFrom(address, { name: 'n'.repeat(201), email: `${'a'.repeat(250)}@x.com`, message: 'm'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Name must be at most 200 characters',
      email: 'Email must be at most 254 characters',
      message: 'Message must be at most 5000 characters',
    });
  });
});

describe('CONTACT_RATE_LIMIT settings', () => {
  const contactRateLimit = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x', ...env }).contactRateLimit;

  it('defaults to 5 messages per 10 minutes and reads both variables', () => {
    expect(contactRateLimit({})).toEqual({ maxMessages: 5, windowSeconds: 600 });
    expect(contactRateLimit({ CONTACT_RATE_LIMIT_MAX: '20', CONTACT_RATE_LIMIT_WINDOW_SECONDS: '3600' })).toEqual({
      maxMessages: 20,
      windowSeconds: 3600,
    });
  });

  it.each([
    ['CONTACT_RATE_LIMIT_MAX', '0'],
    ['CONTACT_RATE_LIMIT_MAX', 'many'],
    ['CONTACT_RATE_LIMIT_WINDOW_SECONDS', '0'],
    ['CONTACT_RATE_LIMIT_WINDOW_SECONDS', '-5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => contactRateLimit({ [name]: value })).toThrow(name);
  });
});
