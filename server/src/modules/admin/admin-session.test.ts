import { startTestApp, errorOf, type TestApp } from '../../test/test-app';
import { AdminSession } from './admin-session.entity';
import { Admin } from './admin.entity';
import { hashPassword, SESSION_TOUCH_INTERVAL_MS } from './admin.service';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const SESSIONS = '{ adminSessions { id userAgent ipAddress createdAt lastUsedAt current } }';
const END = 'mutation ($id: ID!, $p: String) { endAdminSession(id: $id, password: $p) { success message } }';
const PROFILE = '{ adminProfile { admin { username } } }';

const PASSWORD = 'session-password';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const REVOKED = { success: false, message: 'Invalid token or admin account deactivated.', requestId: expect.any(String) };

describe('admin sessions', () => {
  let t: TestApp;
  let admins = 0;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A fresh administrator per test, so each sees only the sessions it opened. */
  const newAdmin = async () => {
    admins += 1;
    const repo = t.db.dataSource.getRepository(Admin);
    const username = `sessions${admins}`;
    await repo.save(
      repo.create({ username, email: `${username}@example.com`, passwordHash: await hashPassword(PASSWORD), role: 'admin' }),
    );
    return username;
  };
  /** Logs in through GraphQL or REST from a given browser and address. */
  const signIn = async (username: string, device: string, address: string, door: 'graphql' | 'rest' = 'graphql') => {
    const req =
      door === 'rest'
        ? t.http().post('/api/admin/login').send({ username, password: PASSWORD })
        : t
            .http()
            .post('/graphql')
            .send({ query: LOGIN, variables: { u: username, p: PASSWORD } });
    const res = await req.set('user-agent', device).set('x-forwarded-for', address);
    const token = door === 'rest' ? res.body.token : res.body.data?.login.token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return token as string;
  };
  const restProfile = (token: string) => t.http().get('/api/admin/profile').set('authorization', `Bearer ${token}`);

  describe('through GraphQL', () => {
    it('lists the live sessions with device, address, times and which one is this one, most recent first', async () => {
      const username = await newAdmin();
      const before = Date.now();
      const laptop = await signIn(username, LAPTOP, '198.51.100.7');
      const phone = await signIn(username, PHONE, '203.0.113.9', 'rest');
      await t.gql(
        END,
        { id: (await t.gql(SESSIONS, {}, phone)).body.data!.adminSessions.find((s: { current: boolean }) => s.current).id },
        phone,
      );
      const third = await signIn(username, PHONE, '203.0.113.10');

      const res = await t.gql(SESSIONS, {}, laptop);
      expect(res.body.errors).toBeUndefined();
      const sessions = res.body.data!.adminSessions;
      // The ended phone session is gone; the other two remain.
      expect(sessions).toEqual([
        {
          id: expect.any(String),
          userAgent: PHONE,
          ipAddress: '203.0.113.10',
          createdAt: expect.any(String),
          lastUsedAt: expect.any(String),
          current: false,
        },
        {
          id: expect.any(String),
          userAgent: LAPTOP,
          ipAddress: '198.51.100.7',
          createdAt: expect.any(String),
          lastUsedAt: expect.any(String),
          current: true,
        },
      ]);
      for (const session of sessions) expect(new Date(session.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect((await t.gql(SESSIONS, {}, third)).body.data!.adminSessions.filter((s: { current: boolean }) => s.current)).toEqual([
        expect.objectContaining({ userAgent: PHONE }),
      ]);
    });

    it('ends another session of the same admin: its token is refused at once through both doors', async () => {
      const username = await newAdmin();
      const laptop = await signIn(username, LAPTOP, '198.51.100.7');
      const phone = await signIn(username, PHONE, '203.0.113.9');
      expect((await t.gql(PROFILE, {}, phone)).body.data!.adminProfile.admin.username).toBe(username);
      const phoneId = (await t.gql(SESSIONS, {}, laptop)).body.data!.adminSessions.find(
        (s: { current: boolean }) => !s.current,
      ).id;

      const res = await t.gql(END, { id: phoneId, p: PASSWORD }, laptop);
      expect(res.body.data!.endAdminSession).toEqual({ success: true, message: 'Session ended' });

      const refused = await t.gql(PROFILE, {}, phone);
      expect(refused.status).toBe(401);
      expect(errorOf(refused)).toMatchObject({ code: 'UNAUTHENTICATED', message: REVOKED.message });
      expect((await restProfile(phone)).body).toMatchObject(REVOKED);
      expect((await t.gql(PROFILE, {}, laptop)).body.data!.adminProfile.admin.username).toBe(username);
      expect((await t.gql(SESSIONS, {}, laptop)).body.data!.adminSessions.map((s: { id: string }) => s.id)).not.toContain(
        phoneId,
      );
      // Ending it again finds nothing to end.
      expect(errorOf(await t.gql(END, { id: phoneId, p: PASSWORD }, laptop)).code).toBe('NOT_FOUND');
    });

    it("ends the current session too (the request's own token stops working)", async () => {
      const username = await newAdmin();
      const token = await signIn(username, LAPTOP, '198.51.100.7');
      const [own] = (await t.gql(SESSIONS, {}, token)).body.data!.adminSessions;

      expect((await t.gql(END, { id: own.id }, token)).body.data!.endAdminSession.success).toBe(true);
      expect((await t.gql(SESSIONS, {}, token)).status).toBe(401);
    });

    it("cannot end another admin's session, or one that does not exist", async () => {
      const mallory = await signIn(await newAdmin(), LAPTOP, '198.51.100.66');
      const victim = await signIn(await newAdmin(), PHONE, '203.0.113.9');
      const [victimSession] = (await t.gql(SESSIONS, {}, victim)).body.data!.adminSessions;

      for (const id of [victimSession.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await t.gql(END, { id, p: PASSWORD }, mallory);
        expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: 'Session not found' });
      }
      expect((await t.gql(PROFILE, {}, victim)).body.data!.adminProfile).toBeTruthy();
      // Nor does the list show other admins' sessions.
      expect((await t.gql(SESSIONS, {}, mallory)).body.data!.adminSessions.map((s: { id: string }) => s.id)).not.toContain(
        victimSession.id,
      );
    });

    it('needs a signed-in admin', async () => {
      for (const [query, variables] of [
        [SESSIONS, {}],
        [END, { id: '00000000-0000-4000-8000-000000000000' }],
      ] as const) {
        const res = await t.gql(query, variables);
        expect(res.status).toBe(401);
        expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('last use', () => {
    const sessionRow = (id: string) => t.db.dataSource.getRepository(AdminSession).findOneByOrFail({ id });

    it('is written at most once a minute per session, with the address it was used from', async () => {
      const token = await signIn(await newAdmin(), LAPTOP, '198.51.100.7');
      const [{ id }] = (await t.gql(SESSIONS, {}, token)).body.data!.adminSessions;
      const repo = t.db.dataSource.getRepository(AdminSession);

      // Used within the minute: no write (the row keeps its stale value even from a new address).
      const recent = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS / 2);
      await repo.update(id, { lastUsedAt: recent });
      await t
        .http()
        .get('/api/admin/profile')
        .set('authorization', `Bearer ${token}`)
        .set('x-forwarded-for', '192.0.2.44')
        .expect(200);
      expect(await sessionRow(id)).toMatchObject({ lastUsedAt: recent, ipAddress: '198.51.100.7' });

      // Older than a minute: the next request records the time and the address.
      await repo.update(id, { lastUsedAt: new Date(Date.now() - 2 * SESSION_TOUCH_INTERVAL_MS) });
      const before = Date.now();
      await t
        .http()
        .get('/api/admin/profile')
        .set('authorization', `Bearer ${token}`)
        .set('x-forwarded-for', '192.0.2.44')
        .expect(200);
      const touched = await sessionRow(id);
      expect(touched.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(touched.ipAddress).toBe('192.0.2.44');
    });
  });

  describe('through REST', () => {
    it('GET /admin/sessions lists them; DELETE /admin/sessions/:id ends one, whose token is refused at once through both doors', async () => {
      const username = await newAdmin();
      const laptop = await signIn(username, LAPTOP, '198.51.100.7', 'rest');
      const phone = await signIn(username, PHONE, '203.0.113.9', 'rest');

      const list = await t.http().get('/api/admin/sessions').set('authorization', `Bearer ${laptop}`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        success: true,
        sessions: expect.arrayContaining([
          {
            _id: expect.any(String),
            id: expect.any(String),
            userAgent: LAPTOP,
            ipAddress: '198.51.100.7',
            createdAt: expect.any(String),
            lastUsedAt: expect.any(String),
            current: true,
          },
          {
            _id: expect.any(String),
            id: expect.any(String),
            userAgent: PHONE,
            ipAddress: '203.0.113.9',
            createdAt: expect.any(String),
            lastUsedAt: expect.any(String),
            current: false,
          },
        ]),
      });
      expect(list.body.sessions).toHaveLength(2);
      const phoneId = list.body.sessions.find((s: { current: boolean }) => !s.current).id;

      const ended = await t
        .http()
        .delete(`/api/admin/sessions/${phoneId}`)
        .set('authorization', `Bearer ${laptop}`)
        .send({ password: PASSWORD });
      expect(ended.status).toBe(200);
      expect(ended.body).toEqual({ success: true, message: 'Session ended' });
      expect(await restProfile(phone)).toMatchObject({ status: 401, body: REVOKED });
      expect((await t.gql(PROFILE, {}, phone)).status).toBe(401);
      expect((await restProfile(laptop)).status).toBe(200);
    });

    it("answers 404 for another admin's session and 401 without a token", async () => {
      const mallory = await signIn(await newAdmin(), LAPTOP, '198.51.100.66', 'rest');
      const victim = await signIn(await newAdmin(), PHONE, '203.0.113.9', 'rest');
      const [victimSession] = (await t.http().get('/api/admin/sessions').set('authorization', `Bearer ${victim}`)).body.sessions;

      const res = await t
        .http()
        .delete(`/api/admin/sessions/${victimSession.id}`)
        .set('authorization', `Bearer ${mallory}`)
        .send({ password: PASSWORD });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Session not found' });
      expect((await restProfile(victim)).status).toBe(200);

      expect((await t.http().get('/api/admin/sessions')).status).toBe(401);
      expect((await t.http().delete(`/api/admin/sessions/${victimSession.id}`)).status).toBe(401);
    });
  });
});
