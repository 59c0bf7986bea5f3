import {
  AUTHOR_OTHERS_MESSAGE,
  AUTHOR_PUBLISH_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  LAST_OWNER_MESSAGE,
  UNKNOWN_ROLE_MESSAGE,
} from '@field-rules';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp';
import { errorOf, startTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { insertBlogPost } from '../blog-post/blog-post.factory';

const PUBLIC_URL = 'https://site.example';
const INVITE =
  'mutation ($input: InviteAccountInput!) { inviteAccount(input: $input) { emailed link invitation { id email role expiresAt } } }';
const ACCEPT = 'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id username email role } }';
const CREATE_POST = 'mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id published } }';
const UPDATE_POST =
  'mutation ($id: ID!, $input: UpdateBlogPostInput!) { updateBlogPost(id: $id, input: $input) { id title published } }';
const DELETE_POST = 'mutation ($id: ID!) { deleteBlogPost(id: $id) { id } }';
const ROLE = 'mutation ($id: ID!, $role: String!) { changeAccountRole(id: $id, role: $role) { id role } }';
const DEACTIVATE = 'mutation ($id: ID!) { deactivateAccount(id: $id) { id deactivatedAt } }';
const REACTIVATE = 'mutation ($id: ID!) { reactivateAccount(id: $id) { id deactivatedAt } }';
const PASSWORD = 'a-good-long-password';

/**
 * Accounts, roles and invitations (issue 30, docs/decisions/065-roles.md) through both doors: an owner invites by
 * email (caught by a real SMTP server) or, without SMTP, is shown the link once; the link makes one account with its
 * role and then works no more; an author writes drafts of their own and cannot publish; the last active owner stays.
 */
describe('accounts and roles (both doors)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp({ smtpUrl: smtp.url, mailFrom: 'Site <no-reply@site.example>', publicUrl: PUBLIC_URL });
    owner = await t.login();
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const login = async (username: string, password = PASSWORD) => t.http().post('/api/admin/login').send({ username, password });

  /** Invites `email` as `role` by email and accepts the link from the message as `username`; answers their token. */
  async function join(email: string, role: string, username: string): Promise<string> {
    const before = smtp.received.length;
    const invited = await t.gql(INVITE, { input: { email, role } }, owner);
    expect(invited.body.data?.inviteAccount).toMatchObject({ emailed: true, link: null, invitation: { email, role } });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.to).toEqual([email]);
    const token = mail.raw.replace(/=\r?\n/g, '').match(/https:\/\/site\.example\/admin\/invite\/([\w-]+)/)![1];
    const accepted = await t.gql(ACCEPT, { input: { token, username, password: PASSWORD } });
    expect(accepted.body.data?.acceptInvitation).toMatchObject({ username, email, role });
    const again = await t.gql(ACCEPT, { input: { token, username: `${username}-2`, password: PASSWORD } });
    expect(errorOf(again).fields).toEqual({ token: INVITATION_INVALID_MESSAGE });
    const signedIn = await login(username);
    expect(signedIn.status).toBe(200);
    return signedIn.body.token as string;
  }

  it('an owner invites an editor and an author by email; each link makes one account with its role, once', async () => {
    const editor = await join('editor@example.com', 'editor', 'edith');
    const author = await join('author@example.com', 'author', 'arthur');
    const accounts = (await t.http().get('/api/admin/accounts').set('authorization', `Bearer ${owner}`)).body as Array<
      Record<string, unknown>
    >;
    expect(accounts.map(({ username, role }) => ({ username, role }))).toEqual([
      { username: TEST_ADMIN.username, role: 'admin' },
      { username: 'edith', role: 'editor' },
      { username: 'arthur', role: 'author' },
    ]);
    expect(accounts[1].lastLogin).toEqual(expect.any(String));
    expect(accounts.some((account) => 'passwordHash' in account)).toBe(false);
    // Neither may see the accounts.
    for (const token of [editor, author]) {
      expect((await t.http().get('/api/admin/accounts').set('authorization', `Bearer ${token}`)).status).toBe(403);
    }
    // A second invitation to an email that has an account is refused; a made-up role too.
    expect(errorOf(await t.gql(INVITE, { input: { email: 'editor@example.com', role: 'editor' } }, owner)).fields).toEqual({
      email: EMAIL_TAKEN_MESSAGE,
    });
    expect(errorOf(await t.gql(INVITE, { input: { email: 'x@example.com', role: 'boss' } }, owner)).fields).toEqual({
      role: UNKNOWN_ROLE_MESSAGE,
    });
  });

  it('without SMTP the link is answered once to the owner, through REST too; an expired or withdrawn link does nothing', async () => {
    const site = await startTestApp();
    try {
      const token = await site.login();
      const invited = await site.http().post('/api/admin/invitations').set('authorization', `Bearer ${token}`).send({
        email: 'writer@example.com',
        role: 'author',
      });
      expect(invited.status).toBe(201);
      expect(invited.body).toMatchObject({ emailed: false, invitation: { email: 'writer@example.com', role: 'author' } });
      const link = invited.body.link as string;
      expect(link).toMatch(/^\/admin\/invite\/[\w-]{43}$/);
      const secret = link.split('/').pop()!;
      const shown = await site.http().get(`/api/invitations/${secret}`);
      expect(shown.body).toMatchObject({ email: 'writer@example.com', role: 'author' });
      // The pending list never shows the link again.
      const pending = await site.http().get('/api/admin/invitations').set('authorization', `Bearer ${token}`);
      expect(JSON.stringify(pending.body)).not.toContain(secret);

      await site.db.dataSource.query(`update admin_invitation set "expiresAt" = now() - interval '1 minute'`);
      const expired = await site
        .http()
        .post(`/api/invitations/${secret}/accept`)
        .send({ username: 'writer', password: PASSWORD });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(INVITATION_INVALID_MESSAGE);

      const again = await site.http().post('/api/admin/invitations').set('authorization', `Bearer ${token}`).send({
        email: 'writer@example.com',
        role: 'author',
      });
      const withdrawn = await site
        .http()
        .delete(`/api/admin/invitations/${again.body.invitation.id}`)
        .set('authorization', `Bearer ${token}`);
      expect(withdrawn.status).toBe(200);
      const late = await site.http().get(`/api/invitations/${(again.body.link as string).split('/').pop()}`);
      expect(late.status).toBe(400);
    } finally {
      await site.close();
    }
  });

  it('an author writes drafts of their own and cannot publish; an editor publishes; then the author may not change it', async () => {
    const author = (await login('arthur')).body.token as string;
    const editor = (await login('edith')).body.token as string;
    const input = { title: 'By Arthur', excerpt: 'E', content: '<p>Draft</p>', author: 'Arthur', published: false };
    expect(errorOf(await t.gql(CREATE_POST, { input: { ...input, published: true } }, author))).toMatchObject({
      code: 'FORBIDDEN',
      message: AUTHOR_PUBLISH_MESSAGE,
    });
    const draft = (await t.gql(CREATE_POST, { input }, author)).body.data!.createBlogPost as { id: string };
    expect(
      (await t.gql(UPDATE_POST, { id: draft.id, input: { title: 'By Arthur, again' } }, author)).body.data?.updateBlogPost,
    ).toEqual({
      id: draft.id,
      title: 'By Arthur, again',
      published: false,
    });
    expect(errorOf(await t.gql(UPDATE_POST, { id: draft.id, input: { published: true } }, author)).message).toBe(
      AUTHOR_PUBLISH_MESSAGE,
    );
    const rest = await t.http().put(`/api/blog/${draft.id}`).set('authorization', `Bearer ${author}`).send({ published: 'true' });
    expect(rest.status).toBe(403);

    // Someone else's post: neither changed nor deleted by the author.
    const others = await insertBlogPost(t.db.dataSource, { published: false });
    expect(errorOf(await t.gql(UPDATE_POST, { id: others.id, input: { title: 'Mine now' } }, author))).toMatchObject({
      code: 'FORBIDDEN',
      message: AUTHOR_OTHERS_MESSAGE,
    });
    expect(errorOf(await t.gql(DELETE_POST, { id: others.id }, author)).code).toBe('FORBIDDEN');

    expect(
      (await t.gql(UPDATE_POST, { id: draft.id, input: { published: true } }, editor)).body.data?.updateBlogPost,
    ).toMatchObject({
      published: true,
    });
    expect(errorOf(await t.gql(UPDATE_POST, { id: draft.id, input: { title: 'Quietly' } }, author)).code).toBe('FORBIDDEN');
    expect((await t.http().delete(`/api/blog/${draft.id}`).set('authorization', `Bearer ${author}`)).status).toBe(403);
  });

  it('keeps the last active owner; a deactivated account signs in no more and its sessions end at once', async () => {
    const [me] = (await t.gql('{ accounts { id username role } }', {}, owner)).body.data!.accounts as Array<{ id: string }>;
    expect(errorOf(await t.gql(ROLE, { id: me.id, role: 'editor' }, owner)).fields).toEqual({ role: LAST_OWNER_MESSAGE });
    expect(errorOf(await t.gql(DEACTIVATE, { id: me.id }, owner)).fields).toEqual({ role: LAST_OWNER_MESSAGE });

    const accounts = (await t.gql('{ accounts { id username } }', {}, owner)).body.data!.accounts as Array<{
      id: string;
      username: string;
    }>;
    const edith = accounts.find((account) => account.username === 'edith')!;
    const editorToken = (await login('edith')).body.token as string;
    const off = await t.gql(DEACTIVATE, { id: edith.id }, owner);
    expect(off.body.data?.deactivateAccount.deactivatedAt).toEqual(expect.any(String));
    expect((await t.http().get('/api/admin/profile').set('authorization', `Bearer ${editorToken}`)).status).toBe(401);
    expect((await login('edith')).status).toBe(401);
    await t.gql(REACTIVATE, { id: edith.id }, owner);
    expect((await login('edith')).status).toBe(200);

    // With a second owner, the first may step down.
    expect((await t.gql(ROLE, { id: edith.id, role: 'admin' }, owner)).body.data?.changeAccountRole.role).toBe('admin');
    expect((await t.gql(ROLE, { id: me.id, role: 'editor' }, owner)).body.data?.changeAccountRole.role).toBe('editor');
    // Now an editor: the accounts are no longer theirs to see.
    expect(errorOf(await t.gql('{ accounts { id } }', {}, owner)).code).toBe('FORBIDDEN');
  });
});
