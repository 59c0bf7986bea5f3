import { createHash } from 'node:crypto';
import {
  API_TOKEN_ACCOUNT_MESSAGE,
  API_TOKEN_EXPIRY_MESSAGE,
  API_TOKEN_READ_ONLY_MESSAGE,
  API_TOKEN_SCOPE_MESSAGE,
  FORBIDDEN_MESSAGE,
  requiredMessage,
} from '@field-rules';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { PRIVATE_CACHE_CONTROL } from '../../shared/response-cache/stored-answers';
import { insertBlogPost } from '../blog-post/blog-post.factory';
import { Admin } from '../admin/admin.entity';
import { EXPIRED_TOKEN, hashPassword, INVALID_TOKEN, REVOKED_TOKEN } from '../admin/admin.service';
import { ApiToken } from './api-token.entity';

const CREATE =
  'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name scope prefix status expiresAt createdByUsername } } }';
const LIST = '{ apiTokens { id name scope prefix status createdAt expiresAt lastUsedAt revokedAt createdByUsername } }';
const REVOKE = 'mutation ($id: ID!) { revokeApiToken(id: $id) { id status revokedAt } }';
const DRAFTS = '{ blogPosts(includeDrafts: true) { id title published } }';
const CREATE_POST = 'mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id published } }';
const PUBLISH_POST = 'mutation ($id: ID!) { updateBlogPost(id: $id, input: { published: true }) { id published } }';
const PROFILE = '{ adminProfile { admin { username } } }';
const DAY_MS = 24 * 60 * 60 * 1000;
const POST = { title: 'Made by CI', excerpt: 'From a pipeline', content: '<p>Deployed.</p>', author: 'CI' };

/**
 * API tokens (issue 31, docs/decisions/069-api-tokens.md) through both doors: owners make them (shown once, stored
 * hashed), list and revoke them; a 'read-drafts' token reads drafts and writes nothing, a 'write-content' token writes
 * content as an editor and nothing of accounts, settings or security; refused tokens answer 401 like a bad session; a
 * token's requests never meet the public response cache.
 */
describe('API tokens (both doors)', () => {
  let t: TestApp;
  let owner: string;
  let draftId: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login();
    draftId = (await insertBlogPost(t.db.dataSource, { title: 'Secret Draft Post', published: false })).id;
  });
  afterAll(() => t?.close());

  const rest = (method: 'get' | 'post' | 'put' | 'delete', path: string, token?: string) => {
    const request = t.http()[method](path);
    return token ? request.set('authorization', `Bearer ${token}`) : request;
  };

  async function make(scope: string, name = `${scope} token`, expiresInDays = 30) {
    const res = await t.gql(CREATE, { input: { name, scope, expiresInDays } }, owner);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.createApiToken as { token: string; apiToken: { id: string; prefix: string; name: string } };
  }

  it('an owner makes a token: shown once, listed by its prefix only, kept as its SHA-256', async () => {
    const before = Date.now();
    const { token, apiToken } = await make('read-drafts', 'CI preview', 90);
    expect(token).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'CI preview', scope: 'read-drafts', status: 'ACTIVE'.toLowerCase() });
    expect(apiToken.prefix).toBe(token.slice(0, 10));
    const expiresAt = new Date((apiToken as unknown as { expiresAt: string }).expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);

    const listed = await t.gql(LIST, {}, owner);
    const row = (listed.body.data!.apiTokens as Array<Record<string, unknown>>).find(({ id }) => id === apiToken.id);
    expect(row).toMatchObject({ prefix: apiToken.prefix, createdByUsername: 'admin', lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const restList = await rest('get', '/api/admin/api-tokens', owner);
    expect(restList.status).toBe(200);
    expect(restList.text).not.toContain(token);
    expect(restList.text).not.toContain('tokenHash');
    expect(restList.body[0]).toMatchObject({ _id: expect.any(String), prefix: expect.stringMatching(/^mk_/), status: 'active' });

    const [stored] = (await t.db.dataSource.query('SELECT * FROM api_token WHERE id = $1', [apiToken.id])) as Array<
      Record<string, unknown>
    >;
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token.slice(10));
  });

  it('REST makes one too (201, the token once) and both doors refuse a bad name, scope or expiry', async () => {
    const expiresAt = new Date(Date.now() + 10 * DAY_MS).toISOString();
    const made = await rest('post', '/api/admin/api-tokens', owner).send({ name: 'Nightly', scope: 'write-content', expiresAt });
    expect(made.status).toBe(201);
    expect(made.body.token).toMatch(/^mk_/);
    expect(made.body.apiToken).toMatchObject({ name: 'Nightly', scope: 'write-content', expiresAt, status: 'active' });
    expect(made.body.apiToken).not.toHaveProperty('tokenHash');

    const bad = await rest('post', '/api/admin/api-tokens', owner).send({ name: ' ', scope: 'everything', expiresInDays: 366 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.objectContaining({
        name: requiredMessage('Name'),
        scope: API_TOKEN_SCOPE_MESSAGE,
        expiresAt: API_TOKEN_EXPIRY_MESSAGE,
      }),
    );
    for (const input of [
      { name: 'x', scope: 'read-drafts' },
      { name: 'x', scope: 'read-drafts', expiresInDays: 0 },
      { name: 'x', scope: 'read-drafts', expiresAt: new Date(Date.now() - 1000).toISOString() },
      { name: 'x', scope: 'read-drafts', expiresAt: new Date(Date.now() + 366 * DAY_MS).toISOString() },
    ]) {
      expect(errorOf(await t.gql(CREATE, { input }, owner)).fields).toEqual({ expiresAt: API_TOKEN_EXPIRY_MESSAGE });
    }
    expect(
      errorOf(await t.gql(CREATE, { input: { name: 'y'.repeat(61), scope: 'read-drafts', expiresInDays: 7 } }, owner)).fields,
    ).toEqual({ name: 'Name must be at most 60 characters' });
  });

  it('a read-drafts token reads drafts on both doors and writes nothing (403)', async () => {
    const { token } = await make('read-drafts');
    const drafts = await t.gql(DRAFTS, {}, token);
    expect(drafts.body.errors).toBeUndefined();
    expect(drafts.body.data!.blogPosts).toContainEqual({ id: draftId, title: 'Secret Draft Post', published: false });
    const one = await t.gql('query ($id: ID!) { blogPost(id: $id) { title } }', { id: draftId }, token);
    expect(one.body.data).toEqual({ blogPost: { title: 'Secret Draft Post' } });
    const list = await rest('get', '/api/blog', token);
    expect(list.status).toBe(200);
    expect(list.text).toContain('Secret Draft Post');
    expect((await rest('get', `/api/blog/${draftId}`, token)).body).toMatchObject({ title: 'Secret Draft Post' });
    // The same reads without it see no draft.
    expect((await rest('get', `/api/blog/${draftId}`)).status).toBe(404);

    const write = await t.gql(CREATE_POST, { input: POST }, token);
    expect(write.status).toBe(403);
    expect(errorOf(write)).toMatchObject({ code: 'FORBIDDEN', message: API_TOKEN_READ_ONLY_MESSAGE });
    expect(write.body.data).toBeUndefined();
    const restWrite = await rest('post', '/api/blog', token).send(POST);
    expect(restWrite.status).toBe(403);
    expect(restWrite.body.message).toBe(API_TOKEN_READ_ONLY_MESSAGE);
    expect((await rest('delete', `/api/blog/${draftId}`, token)).status).toBe(403);
    expect((await rest('get', `/api/blog/${draftId}`, owner)).status).toBe(200);
    // Reading is what every account may: not the inbox, the accounts or the tokens.
    expect(errorOf(await t.gql('{ contactMessages { id } }', {}, token)).code).toBe('FORBIDDEN');
    expect((await rest('get', '/api/admin/accounts', token)).status).toBe(403);
    expect((await rest('get', '/api/admin/api-tokens', token)).status).toBe(403);
  });

  it('a write-content token writes and publishes content, named in the activity log, and nothing else', async () => {
    const { token } = await make('write-content', 'CI deploy');
    const created = await t.gql(CREATE_POST, { input: POST }, token);
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createBlogPost as { id: string };
    const published = await t.gql(PUBLISH_POST, { id }, token);
    expect(published.body.data!.updateBlogPost).toEqual({ id, published: true });
    const restPost = await rest('post', '/api/blog', token).send({ ...POST, title: 'Made by CI over REST', published: true });
    expect(restPost.status).toBe(201);
    expect(restPost.body.published).toBe(true);

    const activity = await rest('get', '/api/admin/activity', owner);
    const entries = activity.body as Array<{ recordId: string; adminUsername: string; action: string }>;
    expect(entries.filter((entry) => entry.recordId === id).map((entry) => [entry.action, entry.adminUsername])).toEqual([
      ['update', "API token 'CI deploy' of admin"],
      ['create', "API token 'CI deploy' of admin"],
    ]);

    // Owner-only writes and the account's own security are refused (403, FORBIDDEN).
    expect(errorOf(await t.gql('mutation { updateSiteSettings(input: { email: "a@b.co" }) { id } }', {}, token))).toMatchObject({
      code: 'FORBIDDEN',
      message: FORBIDDEN_MESSAGE,
    });
    expect(errorOf(await t.gql(CREATE, { input: { name: 'More', scope: 'write-content', expiresInDays: 7 } }, token)).code).toBe(
      'FORBIDDEN',
    );
    expect((await rest('post', '/api/admin/invitations', token).send({ email: 'x@example.com', role: 'admin' })).status).toBe(
      403,
    );
    for (const [method, path] of [
      ['put', '/api/admin/change-password'],
      ['post', '/api/admin/logout'],
      ['get', '/api/admin/sessions'],
      ['post', '/api/admin/2fa/setup'],
    ] as const) {
      const res = await rest(method, path, token).send({});
      expect([path, res.status, res.body.message]).toEqual([path, 403, API_TOKEN_ACCOUNT_MESSAGE]);
    }
    // Still usable after all that: logout did not end anything.
    expect((await rest('get', '/api/admin/profile', token)).status).toBe(200);
  });

  it('revoked, expired, unknown tokens and those of a deactivated or demoted owner answer 401 like a bad session', async () => {
    const revoked = await make('read-drafts', 'to revoke');
    expect((await rest('get', '/api/admin/profile', revoked.token)).status).toBe(200);
    const revoking = await t.gql(REVOKE, { id: revoked.apiToken.id }, owner);
    expect(revoking.body.data!.revokeApiToken).toMatchObject({ id: revoked.apiToken.id, status: 'revoked' });
    const expired = await make('write-content', 'to expire');
    await t.db.dataSource.getRepository(ApiToken).update(expired.apiToken.id, { expiresAt: new Date(Date.now() - 1000) });

    const expect401 = async (token: string, message: string) => {
      const gql = await t.gql(PROFILE, {}, token);
      expect([gql.status, errorOf(gql)]).toEqual([401, { code: 'UNAUTHENTICATED', message, fields: undefined }]);
      const res = await rest('get', '/api/admin/profile', token);
      expect([res.status, res.body.message]).toEqual([401, message]);
    };
    await expect401(revoked.token, REVOKED_TOKEN);
    await expect401(expired.token, EXPIRED_TOKEN);
    // An unknown token is told what a malformed session token is: nothing says whether a token like it exists.
    await expect401(`mk_${'A'.repeat(43)}`, INVALID_TOKEN);
    await expect401(revoked.token.slice(0, -1) + (revoked.token.endsWith('A') ? 'B' : 'A'), INVALID_TOKEN);
    await expect401('not-a-jwt', INVALID_TOKEN);
    // A public read with a refused token still answers, as with a stale session.
    expect((await rest('get', '/api/blog', revoked.token)).status).toBe(200);

    const admins = t.db.dataSource.getRepository(Admin);
    const other = await admins.save(
      admins.create({
        username: 'second-owner',
        email: 'second@example.com',
        passwordHash: await hashPassword('pw-12345678'),
        role: 'admin',
      }),
    );
    const signedIn = await rest('post', '/api/admin/login').send({ username: 'second-owner', password: 'pw-12345678' });
    const theirs = await t.gql(
      CREATE,
      { input: { name: 'theirs', scope: 'write-content', expiresInDays: 7 } },
      signedIn.body.token,
    );
    const token = theirs.body.data!.createApiToken.token as string;
    expect((await rest('get', '/api/admin/profile', token)).body.admin.username).toBe('second-owner');
    await admins.update(other.id, { role: 'editor' });
    await expect401(token, REVOKED_TOKEN);
    await admins.update(other.id, { role: 'admin', deactivatedAt: new Date() });
    await expect401(token, REVOKED_TOKEN);
    await admins.update(other.id, { deactivatedAt: null });
    expect((await rest('get', '/api/admin/profile', token)).status).toBe(200);
  });

  it('only owners make, list and revoke tokens', async () => {
    const admins = t.db.dataSource.getRepository(Admin);
    await admins.save(
      admins.create({
        username: 'tok-editor',
        email: 'tok-editor@example.com',
        passwordHash: await hashPassword('pw-12345678'),
        role: 'editor',
      }),
    );
    const editor = (await rest('post', '/api/admin/login').send({ username: 'tok-editor', password: 'pw-12345678' })).body
      .token as string;
    const { apiToken } = await make('read-drafts');
    expect(errorOf(await t.gql(CREATE, { input: { name: 'e', scope: 'read-drafts', expiresInDays: 7 } }, editor)).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await t.gql(LIST, {}, editor)).code).toBe('FORBIDDEN');
    expect(errorOf(await t.gql(REVOKE, { id: apiToken.id }, editor)).code).toBe('FORBIDDEN');
    expect(
      (await rest('post', '/api/admin/api-tokens', editor).send({ name: 'e', scope: 'read-drafts', expiresInDays: 7 })).status,
    ).toBe(403);
    expect((await rest('get', '/api/admin/api-tokens', editor)).status).toBe(403);
    expect((await rest('post', `/api/admin/api-tokens/${apiToken.id}/revoke`, editor)).status).toBe(403);
    expect((await rest('get', '/api/admin/api-tokens')).status).toBe(401);
    // The owner revokes over REST; an unknown id is 404.
    const revoked = await rest('post', `/api/admin/api-tokens/${apiToken.id}/revoke`, owner);
    expect(revoked.body).toMatchObject({ _id: apiToken.id, status: 'revoked', revokedAt: expect.any(String) });
    expect((await rest('post', '/api/admin/api-tokens/00000000-0000-4000-8000-000000000000/revoke', owner)).status).toBe(404);
  });

  it('writes the last use at most once a minute', async () => {
    const { token, apiToken } = await make('read-drafts', 'touched');
    const repo = t.db.dataSource.getRepository(ApiToken);
    await rest('get', '/api/admin/profile', token);
    const first = (await repo.findOneByOrFail({ id: apiToken.id })).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await rest('get', '/api/admin/profile', token);
    expect((await repo.findOneByOrFail({ id: apiToken.id })).lastUsedAt).toEqual(first);
    await repo.update(apiToken.id, { lastUsedAt: new Date(Date.now() - 61_000) });
    await rest('get', '/api/admin/profile', token);
    expect((await repo.findOneByOrFail({ id: apiToken.id })).lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 5_000);
  });

  it("a token's request is never answered from the public response cache nor stored in it", async () => {
    const { token } = await make('read-drafts', 'cache');
    const gqlGet = (query: string) => t.http().get('/graphql').query({ query }).set('apollo-require-preflight', 'true');
    // A draft shows in what the token is answered (REST lists drafts to a signed-in viewer); the GraphQL read is the
    // public list, answered alike, which the token's request must still neither take from the cache nor leave there.
    const reads = [
      { read: () => rest('get', '/api/blog'), draft: true },
      { read: () => gqlGet('{ blogPosts { id title } }'), draft: false },
      { read: () => rest('get', `/api/blog/${draftId}`), draft: true, status: 404 },
    ];
    for (const { read, draft, status = 200 } of reads) {
      // Anonymous first, twice: the second is a hit...
      expect((await read()).status).toBe(status);
      const hit = await read();
      expect(hit.headers['x-cache']).toBe(status === 200 ? 'HIT' : 'MISS');
      expect(hit.text).not.toContain('Secret Draft Post');
      // ...which the token's same request is never answered with, nor leaves its answer behind.
      const withToken = await read().set('authorization', `Bearer ${token}`);
      expect(withToken.headers['x-cache']).toBe('BYPASS');
      expect(withToken.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(withToken.status).toBe(200);
      if (draft) expect(withToken.text).toContain('Secret Draft Post');
      const after = await read();
      expect([after.status, after.headers['x-cache']]).toEqual([status, status === 200 ? 'HIT' : 'MISS']);
      expect(after.text).not.toContain('Secret Draft Post');
    }
    // The token first this time: nothing of its answer is kept for the anonymous read after it.
    const fresh = () => rest('get', '/api/blog?take=40');
    expect((await fresh().set('authorization', `Bearer ${token}`)).text).toContain('Secret Draft Post');
    const anonymous = await fresh();
    expect(anonymous.headers['x-cache']).toBe('MISS');
    expect(anonymous.text).not.toContain('Secret Draft Post');
  });
});
