import request from 'supertest';
import { createApp } from '../app';
import { pngFile } from '../test/images';
import { startTestApp, type TestApp } from '../test/test-app';

const OWN_HOST = 'portfolio.example';
const OWN_ORIGIN = `https://${OWN_HOST}`;
const EVIL = 'https://evil.example';
const REFUSED = { success: false, message: 'Cross-site request refused', requestId: expect.any(String) };
const SUBMIT = 'mutation ($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { id } }';

let sequence = 0;
/** A message whose email tells which test sent it. */
const freshMessage = () => {
  sequence += 1;
  return { name: 'Sara Ahmed', email: `same-origin-${sequence}@example.com`, message: 'We would like a quote.' };
};

describe('cross-site writes (same-origin check)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ corsOrigins: ['https://app.example.com'] });
    token = await t.login();
  });
  afterAll(() => t.close());

  const storedEmails = async () =>
    ((await t.http().get('/api/contact').set('authorization', `Bearer ${token}`)).body as Array<{ email: string }>).map(
      (m) => m.email,
    );

  describe('the contact form through REST', () => {
    it('is taken from the site itself: Origin is its own origin, Sec-Fetch-Site same-origin', async () => {
      const sent = freshMessage();
      const res = await t
        .http()
        .post('/api/contact')
        .set('host', OWN_HOST)
        .set('origin', OWN_ORIGIN)
        .set('sec-fetch-site', 'same-origin')
        .send(sent);
      expect(res.status).toBe(201);
      expect(await storedEmails()).toContain(sent.email);
    });

    it('is taken from a browser that sends Origin but no Sec-Fetch-Site, when Origin is the own host', async () => {
      const sent = freshMessage();
      const res = await t
        .http()
        .post('/api/contact')
        .set('host', `${OWN_HOST}:8080`)
        .set('origin', `http://${OWN_HOST}:8080`)
        .send(sent);
      expect(res.status).toBe(201);
    });

    it("is taken without Origin and Sec-Fetch-Site (curl, the REST contract's JSON clients, servers)", async () => {
      const sent = freshMessage();
      const res = await t.http().post('/api/contact').send(sent);
      expect(res.status).toBe(201);
      expect(await storedEmails()).toContain(sent.email);
    });

    it("is refused from another web site's plain HTML form: 403 JSON, nothing stored", async () => {
      const sent = freshMessage();
      const form = await t
        .http()
        .post('/api/contact')
        .set('origin', EVIL)
        .set('sec-fetch-site', 'cross-site')
        .field('name', sent.name)
        .field('email', sent.email)
        .field('message', sent.message);
      expect(form.status).toBe(403);
      expect(form.headers['content-type']).toMatch(/json/);
      expect(form.body).toEqual(REFUSED);

      const urlencoded = await t
        .http()
        .post('/api/contact')
        .set('origin', EVIL)
        .set('sec-fetch-site', 'cross-site')
        .type('form')
        .send(sent);
      expect(urlencoded.status).toBe(403);
      expect(urlencoded.body).toEqual(REFUSED);
      expect(await storedEmails()).not.toContain(sent.email);
    });

    it.each([
      ['Sec-Fetch-Site cross-site alone', { 'sec-fetch-site': 'cross-site' }],
      ['an Origin of another site (a browser without Sec-Fetch-Site)', { origin: EVIL }],
      ['a sibling host that is not listed, same-site', { origin: `https://blog.${OWN_HOST}`, 'sec-fetch-site': 'same-site' }],
      ['the own host under another port', { origin: `https://${OWN_HOST}:8443` }],
      ["the opaque origin 'null' (a sandboxed frame)", { origin: 'null' }],
    ])('is refused with %s', async (_case, headers) => {
      const sent = freshMessage();
      const res = await t.http().post('/api/contact').set('host', OWN_HOST).set(headers).send(sent);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
      expect(await storedEmails()).not.toContain(sent.email);
    });
  });

  it('refuses every kind of cross-site write, even one carrying a valid admin token, and keeps the record', async () => {
    const image = await pngFile();
    const created = await t
      .http()
      .post('/api/partners')
      .set('authorization', `Bearer ${token}`)
      .field('name', 'Acme')
      .field('website', 'https://acme.example.com')
      .attach('image', image.bytes, image.filename);
    expect(created.status).toBe(201);
    const crossSite = (req: ReturnType<ReturnType<TestApp['http']>['put']>) =>
      req.set('authorization', `Bearer ${token}`).set('origin', EVIL).set('sec-fetch-site', 'cross-site');

    for (const res of [
      await crossSite(t.http().put(`/api/partners/${created.body.id}`)).send({ name: 'Hacked' }),
      await crossSite(t.http().patch(`/api/partners/${created.body.id}`)).send({ name: 'Hacked' }),
      await crossSite(t.http().delete(`/api/partners/${created.body.id}`)),
      await crossSite(t.http().post('/api/admin/logout')),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    expect((await t.http().get(`/api/partners/${created.body.id}`)).body).toMatchObject({ name: 'Acme' });
    expect((await t.http().get('/api/admin/profile').set('authorization', `Bearer ${token}`)).status).toBe(200);
  });

  it('leaves reads alone: a cross-site GET (a link, an image) is answered', async () => {
    const res = await t.http().get('/api/founders').set('origin', EVIL).set('sec-fetch-site', 'cross-site');
    expect(res.status).toBe(200);
  });

  it('lets a CORS_ORIGINS origin write cross-site', async () => {
    const sent = freshMessage();
    const res = await t
      .http()
      .post('/api/contact')
      .set('origin', 'https://app.example.com')
      .set('sec-fetch-site', 'cross-site')
      .send(sent);
    expect(res.status).toBe(201);
  });

  describe('/graphql', () => {
    it("refuses another site's simple form POST of a mutation, with our check first: 403, nothing stored", async () => {
      const sent = freshMessage();
      const res = await t
        .http()
        .post('/graphql')
        .set('origin', EVIL)
        .set('sec-fetch-site', 'cross-site')
        .type('form')
        .send({ query: SUBMIT, variables: JSON.stringify({ input: sent }) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        errors: [{ message: 'Cross-site request refused', extensions: { code: 'FORBIDDEN', requestId: expect.any(String) } }],
      });
      expect(await storedEmails()).not.toContain(sent.email);
    });

    it("refuses a simple POST even from a browser that says nothing about the site: Apollo's CSRF prevention", async () => {
      const sent = freshMessage();
      const operation = JSON.stringify({ query: SUBMIT, variables: { input: sent } });
      const responses = [
        await t.http().post('/graphql').set('content-type', 'text/plain').send(operation),
        await t
          .http()
          .post('/graphql')
          .type('form')
          .send({ query: SUBMIT, variables: JSON.stringify({ input: sent }) }),
        await t.http().post('/graphql').field('operations', operation).field('map', '{}'),
      ];
      for (const res of responses) {
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toMatch(/Cross-Site Request Forgery/);
      }
      expect(await storedEmails()).not.toContain(sent.email);
    });

    it('takes the same mutation from the site itself, as the website sends it', async () => {
      const sent = freshMessage();
      const res = await t
        .http()
        .post('/graphql')
        .set('host', OWN_HOST)
        .set('origin', OWN_ORIGIN)
        .set('sec-fetch-site', 'same-origin')
        .send({ query: SUBMIT, variables: { input: sent } });
      expect(res.status).toBe(200);
      expect(res.body.data.submitContactMessage.id).toEqual(expect.any(String));
      expect(await storedEmails()).toContain(sent.email);
    });

    it('takes it from the dev server, whose proxy rewrites Host but not Origin', async () => {
      const res = await t
        .http()
        .post('/graphql')
        .set('host', 'localhost:4000')
        .set('origin', 'http://localhost:5173')
        .set('sec-fetch-site', 'same-origin')
        .send({ query: SUBMIT, variables: { input: freshMessage() } });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    });
  });
});

describe('cross-site writes behind a proxy that hands the app another Host', () => {
  it('takes PUBLIC_URL as the own origin too', async () => {
    const t = await startTestApp();
    const publicUrl = 'https://www.portfolio.example';
    const app = await createApp(
      {
        jwtSecret: 'x',
        jwtExpiresIn: '1h',
        loginRateLimit: { maxAttempts: 5, windowSeconds: 60 },
        maxUploadBytes: 1024,
        uploadsDir: t.uploadsDir,
        nodeEnv: 'test',
        publicUrl,
      },
      t.db.dataSource,
    );
    try {
      const fromPublicUrl = () => freshMessage();
      expect(
        (await request(app.app).post('/api/contact').set('host', 'app:4000').set('origin', publicUrl).send(fromPublicUrl()))
          .status,
      ).toBe(201);
      expect(
        (await request(app.app).post('/api/contact').set('host', 'app:4000').set('origin', EVIL).send(fromPublicUrl())).status,
      ).toBe(403);
      // Without PUBLIC_URL the same request names a host the app does not know as its own.
      expect(
        (await t.http().post('/api/contact').set('host', 'app:4000').set('origin', publicUrl).send(fromPublicUrl())).status,
      ).toBe(403);
    } finally {
      await app.stop();
      await t.close();
    }
  });
});
