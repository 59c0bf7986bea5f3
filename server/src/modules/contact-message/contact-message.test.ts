import { AuthenticationError } from '../../shared/errors';
import { anonymousViewer } from '../../shared/viewer';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertContactMessage } from './contact-message.factory';

const FIELDS = 'id name email message submittedAt createdAt';
const SUBMIT = `mutation ($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { ${FIELDS} } }`;
const LIST = `query ($skip: Int, $take: Int) { contactMessages(skip: $skip, take: $take) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteContactMessage(id: $id) { id name email } }';

const validInput = { name: 'Bilal Ahmed', email: 'bilal@example.com', message: 'Can you build us a recommendation engine?' };

describe('contact message', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const listIds = async () => (await t.gql(LIST, {}, token)).body.data!.contactMessages.map((m: { id: string }) => m.id);

  describe('submitContactMessage', () => {
    it('stores a message sent anonymously and returns it with its submission time', async () => {
      const before = Date.now();
      const res = await t.gql(SUBMIT, { input: { name: '  Bilal Ahmed ', email: ' bilal@example.com', message: 'Hello!\n' } });
      expect(res.status).toBe(200);
      const message = res.body.data!.submitContactMessage;
      expect(message).toMatchObject({
        id: expect.any(String),
        name: 'Bilal Ahmed',
        email: 'bilal@example.com',
        message: 'Hello!',
      });
      expect(new Date(message.submittedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(await listIds()).toContain(message.id);
    });

    it('still works for a visitor holding a stale or malformed token', async () => {
      const res = await t.gql(SUBMIT, { input: validInput }, 'not.a.jwt');
      expect(res.status).toBe(200);
      expect(res.body.data!.submitContactMessage).toMatchObject(validInput);
    });

    it.each([
      ['name', 'Name is required', { name: '   ' }],
      ['email', 'Email is required', { email: '' }],
      ['email', 'Please enter a valid email address', { email: 'not-an-email' }],
      ['message', 'Message is required', { message: ' ' }],
      ['name', 'Name must be at most 200 characters', { name: 'n'.repeat(201) }],
      // Email-shaped (64-character local part, 63-character labels) but 260 characters long.
      [
        'email',
        'Email must be at most 254 characters',
        { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` },
      ],
      ['message', 'Message must be at most 5000 characters', { message: 'm'.repeat(5001) }],
    ])('rejects a bad %s: %s', async (field, message, override) => {
      const before = (await listIds()).length;
      const res = await t.gql(SUBMIT, { input: { ...validInput, ...override } });
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect(await listIds()).toHaveLength(before);
    });

    it('reports every missing field at once', async () => {
      const res = await t.gql(SUBMIT, { input: { name: '', email: '', message: '' } });
      expect(errorOf(res).fields).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        message: 'Message is required',
      });
    });

    it('accepts values exactly at the length bounds', async () => {
      const res = await t.gql(SUBMIT, { input: { ...validInput, name: 'n'.repeat(200), message: 'm'.repeat(5000) } });
      expect(res.body.data!.submitContactMessage.message).toHaveLength(5000);
    });

    it('refuses NUL characters, which the database would refuse, with 400 and stores nothing', async () => {
      const before = (await listIds()).length;
      const res = await t.gql(SUBMIT, { input: { ...validInput, message: 'Hi\u0000 there' } });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid characters in request' });
      expect(await listIds()).toHaveLength(before);
    });
  });

  describe('contactMessages', () => {
    it('lists messages for the admin, newest submission first', async () => {
      const older = await insertContactMessage(t.db.dataSource, { submittedAt: new Date('2024-01-01T10:00:00Z') });
      const newer = await insertContactMessage(t.db.dataSource, { submittedAt: new Date('2025-06-01T10:00:00Z') });
      const res = await t.gql(LIST, {}, token);
      const messages: Array<{ id: string; submittedAt: string }> = res.body.data!.contactMessages;
      const ids = messages.map((m) => m.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const times = messages.map((m) => new Date(m.submittedAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(messages.find((m) => m.id === older.id)).toMatchObject({ submittedAt: '2024-01-01T10:00:00.000Z' });
    });

    it('pages with skip and take, and refuses a page size over 100', async () => {
      const all = await listIds();
      const page = await t.gql(LIST, { skip: 1, take: 2 }, token);
      expect(page.body.data!.contactMessages.map((m: { id: string }) => m.id)).toEqual(all.slice(1, 3));
      expect(errorOf(await t.gql(LIST, { take: 101 }, token))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { take: expect.any(String) },
      });
    });

    it('is refused with UNAUTHENTICATED (HTTP 401) without a token or with a bad one', async () => {
      await insertContactMessage(t.db.dataSource);
      const anonymous = await t.gql(LIST);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.data).toBeNull();
      expect(errorOf(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
      const badToken = await t.gql(LIST, {}, 'not.a.jwt');
      expect(badToken.status).toBe(401);
      expect(errorOf(badToken)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid token.' });
    });
  });

  describe('deleteContactMessage', () => {
    it('deletes a message and returns it', async () => {
      const message = await insertContactMessage(t.db.dataSource);
      const res = await t.gql(DELETE, { id: message.id }, token);
      expect(res.body.data!.deleteContactMessage).toEqual({ id: message.id, name: message.name, email: message.email });
      expect(await listIds()).not.toContain(message.id);
    });

    it("answers 'Contact not found' for an unknown, malformed or already deleted id", async () => {
      const message = await insertContactMessage(t.db.dataSource);
      await t.gql(DELETE, { id: message.id }, token);
      for (const id of [message.id, '5f1d7c2e-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await t.gql(DELETE, { id }, token);
        expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Contact not found', fields: undefined });
      }
    });

    it('is refused without a token and keeps the message', async () => {
      const message = await insertContactMessage(t.db.dataSource);
      const res = await t.gql(DELETE, { id: message.id });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      expect(await listIds()).toContain(message.id);
    });
  });

  it('guards the admin-only operations in the service itself, for the REST door', async () => {
    const message = await insertContactMessage(t.db.dataSource);
    const service = t.app.services.contactMessages;
    await expect(service.list(anonymousViewer())).rejects.toBeInstanceOf(AuthenticationError);
    await expect(service.delete(anonymousViewer(), message.id)).rejects.toBeInstanceOf(AuthenticationError);
    await expect(service.submit(anonymousViewer(), validInput)).resolves.toMatchObject(validInput);
    expect(await listIds()).toContain(message.id);
  });
});
