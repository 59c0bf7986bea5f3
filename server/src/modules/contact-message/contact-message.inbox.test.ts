import { parse } from 'csv-parse/sync';
import { csvCell, toCsv } from '../../shared/csv';
import { anonymousViewer } from '../../shared/viewer';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp';
import { insertContactMessage } from './contact-message.factory';
import { ContactMessage } from './contact-message.entity';

const LIST = 'query ($search: String) { contactMessages(search: $search) { id name readAt } }';
const UNREAD = '{ unreadContactMessageCount }';
const MARK = 'mutation ($id: ID!, $read: Boolean) { markContactMessageRead(id: $id, read: $read) { id readAt } }';
const SUBMIT = 'mutation ($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { id readAt } }';

describe('contact inbox', () => {
  let t: TestApp;
  let token: string;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    auth = `Bearer ${token}`;
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.dataSource.getRepository(ContactMessage).clear());

  const unread = async () => (await t.gql(UNREAD, {}, token)).body.data!.unreadContactMessageCount as number;
  const names = async (search?: string) =>
    (await t.gql(LIST, { search }, token)).body.data!.contactMessages.map((m: { name: string }) => m.name);

  describe('read and unread', () => {
    it('stores a new message unread and counts it', async () => {
      const res = await t.gql(SUBMIT, { input: { name: 'Sara', email: 'sara@example.com', message: 'Hello' } });
      expect(res.body.data!.submitContactMessage.readAt).toBeNull();
      expect(await unread()).toBe(1);
    });

    it('marks a message read (keeping the first time) and unread again, through both doors', async () => {
      const message = await insertContactMessage(t.db.dataSource);
      await insertContactMessage(t.db.dataSource);
      expect(await unread()).toBe(2);

      const read = await t.gql(MARK, { id: message.id }, token);
      const readAt = read.body.data!.markContactMessageRead.readAt;
      expect(new Date(readAt).getTime()).toBeGreaterThan(Date.now() - 10_000);
      expect(await unread()).toBe(1);
      const again = await t.gql(MARK, { id: message.id, read: true }, token);
      expect(again.body.data!.markContactMessageRead.readAt).toBe(readAt);

      const rest = await t.http().put(`/api/contact/${message.id}/read`).set('authorization', auth).send({ read: false });
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ _id: message.id, readAt: null });
      expect((await t.http().get('/api/contact/unread-count').set('authorization', auth)).body).toEqual({ count: 2 });

      const bad = await t.http().put(`/api/contact/${message.id}/read`).set('authorization', auth).send({ read: 'maybe' });
      expect(bad.status).toBe(400);
      const missing = await t.http().put('/api/contact/not-an-id/read').set('authorization', auth).send({});
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Contact not found' });
    });

    it('keeps the read state and the count for the administrator only', async () => {
      const message = await insertContactMessage(t.db.dataSource);
      expect(errorOf(await t.gql(UNREAD)).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await t.gql(MARK, { id: message.id })).code).toBe('UNAUTHENTICATED');
      expect((await t.http().get('/api/contact/unread-count')).status).toBe(401);
      expect((await t.http().put(`/api/contact/${message.id}/read`)).status).toBe(401);
      expect((await t.http().get('/api/contact/export.csv')).status).toBe(401);
      await expect(t.app.services.contactMessages.unreadCount(anonymousViewer())).rejects.toThrow();
      expect(await unread()).toBe(1);
    });
  });

  describe('search', () => {
    beforeEach(async () => {
      await insertContactMessage(t.db.dataSource, {
        name: 'Imran Shah',
        email: 'imran@clinics.example',
        message: 'A booking app for three clinics.',
      });
      await insertContactMessage(t.db.dataSource, {
        name: 'Laura Becker',
        email: 'laura@example.com',
        message: 'We need 50% faster reports.',
      });
    });

    it('finds every word in the name, email or message, ignoring case', async () => {
      expect(await names('IMRAN')).toEqual(['Imran Shah']);
      expect(await names('clinics booking')).toEqual(['Imran Shah']);
      expect(await names('example')).toHaveLength(2);
      expect(await names('imran reports')).toEqual([]);
      expect(await names('  ')).toHaveLength(2);
    });

    it("takes LIKE's wildcards literally", async () => {
      expect(await names('50%')).toEqual(['Laura Becker']);
      expect(await names('%')).toEqual(['Laura Becker']);
      expect(await names('_')).toEqual([]);
    });

    it('searches through the REST door too, and refuses an overlong search with a 400', async () => {
      const res = await t.http().get('/api/contact?search=laura').set('authorization', auth);
      expect(res.body.map((m: { name: string }) => m.name)).toEqual(['Laura Becker']);
      const long = await t
        .http()
        .get(`/api/contact?search=${'a'.repeat(201)}`)
        .set('authorization', auth);
      expect(long.status).toBe(400);
      expect(errorOf(await t.gql(LIST, { search: 'a'.repeat(201) }, token)).code).toBe('BAD_USER_INPUT');
    });
  });

  describe('CSV export', () => {
    it('exports every matching message with quoting and formula cells neutralised', async () => {
      await insertContactMessage(t.db.dataSource, {
        name: '=HYPERLINK("http://evil.example","click")',
        email: 'evil@example.com',
        message: 'Line one,\nline "two"',
        submittedAt: new Date('2026-01-02T03:04:05Z'),
      });
      await insertContactMessage(t.db.dataSource, {
        name: 'Plain Person',
        email: 'plain@example.com',
        message: 'Hi',
        submittedAt: new Date('2026-01-01T00:00:00Z'),
      });
      const res = await t.http().get('/api/contact/export.csv').set('authorization', auth);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.text).toBe(
        '\uFEFFSubmitted At,Name,Email,Message,Read At\r\n' +
          `2026-01-02T03:04:05.000Z,"'=HYPERLINK(""http://evil.example"",""click"")",evil@example.com,"Line one,\nline ""two""",\r\n` +
          '2026-01-01T00:00:00.000Z,Plain Person,plain@example.com,Hi,\r\n',
      );
      const filtered = await t.http().get('/api/contact/export.csv?search=plain').set('authorization', auth);
      expect(filtered.text.trim().split('\r\n')).toHaveLength(2);
    });

    it.each([
      ['=1+1', "'=1+1"],
      ['+1', "'+1"],
      ['-2', "'-2"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\tlead', `"'\tlead"`],
      ['a,b', '"a,b"'],
      ['a;b', '"a;b"'],
      ['Hi;=1+1', `"Hi;'=1+1"`],
      ['x, y,-2', `"x, y,'-2"`],
      ['a;"@cmd"', `"a;""'@cmd"""`],
      ['plain', 'plain'],
    ])('writes the cell %j as %j', (value, cell) => {
      expect(csvCell(value)).toBe(cell);
    });

    it("has no cell a spreadsheet would run, read with ',' or with ';' as the separator", async () => {
      const payloads = ['Hi;=1+1', 'a;+SUM(1)', 'b;-2+3', 'c;@SUM(A1)', 'd,=1', 'e;"=1"', '=cmd|x', 'f;\t=2', 'x;;=3'];
      for (const [index, text] of payloads.entries()) {
        await insertContactMessage(t.db.dataSource, { name: `Sender ${text}`, email: `csv${index}@example.com`, message: text });
      }
      const csv = (await t.http().get('/api/contact/export.csv').set('authorization', auth)).text.replace(/^\uFEFF/, '');
      const formulaCells = (delimiter: string) =>
        (parse(csv, { delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: true }) as string[][])
          .flat()
          .filter((cell) => /^[=+\-@\t\r]/.test(cell));
      expect(formulaCells(',')).toEqual([]);
      expect(formulaCells(';')).toEqual([]);
      // Read with ',' (the file's own separator) every message comes back whole, only the apostrophes added.
      const messages = (parse(csv, { columns: true }) as Array<Record<string, string>>).map((row) => row.Message);
      for (const text of payloads) expect(messages).toContain(text.replace(/(^|[,;])("*)(?=[=+\-@\t\r])/g, "$1$2'"));
    });

    it('ends every row with CRLF', () => {
      expect(toCsv(['a'], [['1'], ['2']])).toBe('\uFEFFa\r\n1\r\n2\r\n');
    });
  });
});

describe('contact notification email', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp({
      smtpUrl: smtp.url,
      mailFrom: 'Website <no-reply@nexoralabs.example>',
      publicUrl: 'https://nexoralabs.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("sends one email per new message to the company's address from the settings, replying to the visitor", async () => {
    const token = await t.login();
    await t.gql('mutation { updateSiteSettings(input: { email: "inbox@nexoralabs.example" }) { email } }', {}, token);
    const res = await t
      .http()
      .post('/api/contact')
      .send({ name: 'Bilal Ahmed', email: 'bilal@example.com', message: 'Can you build us a recommendation engine?' });
    expect(res.status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    await t.app.services.contactMessages.notifier.settled();
    expect(smtp.received).toHaveLength(1);
    expect(mail.to).toEqual(['inbox@nexoralabs.example']);
    expect(mail.from).toBe('no-reply@nexoralabs.example');
    expect(mail.raw).toMatch(/^Subject: New contact message from Bilal Ahmed\r$/m);
    expect(mail.raw).toMatch(/^Reply-To: bilal@example\.com\r$/m);
    expect(mail.raw).toContain('Can you build us a recommendation engine?');
    expect(mail.raw).toContain('https://nexoralabs.example/admin/contacts');
  });

  it('sends nothing for a message the honeypot catches, or one that is refused', async () => {
    const before = smtp.received.length;
    await t
      .http()
      .post('/api/contact')
      .send({ name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'http://spam.example' });
    await t.http().post('/api/contact').send({ name: '', email: 'x', message: '' });
    await t.app.services.contactMessages.notifier.settled();
    expect(smtp.received).toHaveLength(before);
  });
});

describe('contact notification email refused by the mail server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuse: true });
    t = await startTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('still stores the message and answers success; the failure is only logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await t.gql(SUBMIT, { input: { name: 'Laura Becker', email: 'laura@example.com', message: 'Are you there?' } });
      expect(res.body.errors).toBeUndefined();
      const { id } = res.body.data!.submitContactMessage;
      await t.app.services.contactMessages.notifier.settled();
      expect(smtp.refused).toBe(1);
      expect(await t.db.dataSource.getRepository(ContactMessage).findOneBy({ id })).toMatchObject({
        name: 'Laura Becker',
        readAt: null,
      });
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining(`Contact message ${id} is stored, but its notification email failed`),
        expect.anything(),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('answers success when no mail server listens at all', async () => {
    const closed = await startTestSmtpServer();
    await closed.stop();
    const offline = await startTestApp({ smtpUrl: closed.url });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await offline.http().post('/api/contact').send({ name: 'Sara', email: 'sara@example.com', message: 'Hello' });
      expect(res.status).toBe(201);
      await offline.app.services.contactMessages.notifier.settled();
      expect(logged).toHaveBeenCalledTimes(1);
      expect(await offline.db.dataSource.getRepository(ContactMessage).countBy({ email: 'sara@example.com' })).toBe(1);
    } finally {
      logged.mockRestore();
      await offline.close();
    }
  });
});
