import type { ApiTokenScope, Role } from '@field-rules';
import { NO_TOKEN_MESSAGE } from '../../shared/viewer';
import { pngFile } from '../../test/images';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createRestRouter } from '../../rest/router';
import { Admin } from './admin.entity';
import { hashPassword } from './admin.service';

/**
 * Who may call an operation: anyone, any signed-in account, the signed-in account itself (its password, two-factor and
 * sessions: never an API token), or a role and those above it.
 */
type Who = 'anyone' | 'signed-in' | 'account' | Role;
/** Anonymous, each role's session, and an owner's API token of each scope (docs/decisions/069-api-tokens.md). */
type Caller = 'anonymous' | Role | ApiTokenScope;
const CALLERS: Caller[] = ['anonymous', 'author', 'editor', 'admin', 'read-drafts', 'write-content'];
const RANK: Record<Role | 'anonymous', number> = { anonymous: 0, author: 1, editor: 2, admin: 3 };
const isTokenCaller = (caller: Caller): caller is ApiTokenScope => caller === 'read-drafts' || caller === 'write-content';
/** A 'read-drafts' token writes nothing; a 'write-content' token writes what an editor may, but for the account's own. */
const allowed = (who: Who, caller: Caller): boolean => {
  if (caller === 'read-drafts') return false;
  if (caller === 'write-content') return who !== 'account' && allowed(who, 'editor');
  if (who === 'anyone') return true;
  if (who === 'signed-in' || who === 'account') return caller !== 'anonymous';
  return RANK[caller] >= RANK[who];
};

const U = '00000000-0000-4000-8000-000000000000';
const PASSWORD = 'matrix-password-1';

/**
 * Every mutation, with arguments that reach its service and change nothing (blank inputs, unknown ids, no password:
 * refused before any password is hashed, so the matrix costs the machine little).
 */
const MUTATIONS: Record<string, { who: Who; doc: string; file?: string }> = {
  login: { who: 'anyone', doc: 'mutation { login(username: "nobody", password: "wrong") { token } }' },
  submitContactMessage: {
    who: 'anyone',
    doc: 'mutation { submitContactMessage(input: { name: "", email: "", message: "" }) { id } }',
  },
  acceptInvitation: {
    who: 'anyone',
    doc: 'mutation { acceptInvitation(input: { token: "x", username: "", password: "" }) { id } }',
  },

  logout: { who: 'account', doc: 'mutation { logout { success } }' },
  changePassword: {
    who: 'account',
    doc: 'mutation { changePassword(currentPassword: "wrong", newPassword: "x") { success } }',
  },
  setupTwoFactor: { who: 'account', doc: 'mutation { setupTwoFactor { secret } }' },
  enableTwoFactor: { who: 'account', doc: 'mutation { enableTwoFactor(code: "", password: "") { success } }' },
  disableTwoFactor: { who: 'account', doc: 'mutation { disableTwoFactor(code: "", password: "") { success } }' },
  endAdminSession: { who: 'account', doc: `mutation { endAdminSession(id: "${U}", password: "") { success } }` },
  uploadContentImage: { who: 'signed-in', doc: 'mutation ($file: Upload!) { uploadContentImage(file: $file) }', file: 'file' },
  updateImageAlt: { who: 'signed-in', doc: 'mutation { updateImageAlt(url: "/uploads/none.png", alt: "x") { alt } }' },

  createBlogPost: {
    who: 'author',
    doc: 'mutation { createBlogPost(input: { title: "", excerpt: "", content: "", author: "" }) { id } }',
  },
  updateBlogPost: { who: 'author', doc: `mutation { updateBlogPost(id: "${U}", input: {}) { id } }` },
  deleteBlogPost: { who: 'author', doc: `mutation { deleteBlogPost(id: "${U}") { id } }` },
  restoreFromTrash: { who: 'editor', doc: `mutation { restoreFromTrash(recordType: "Product", id: "${U}") { recordId } }` },
  deleteFromTrash: { who: 'editor', doc: `mutation { deleteFromTrash(recordType: "Product", id: "${U}") { recordId } }` },

  ...Object.fromEntries(
    (
      [
        ['Founder', 'input: { name: "", role: "", bio: "", email: "" }'],
        ['TeamMember', 'input: { name: "", role: "", bio: "", email: "" }'],
        ['Partner', 'input: { name: "", website: "" }'],
        ['Product', 'input: { name: "", shortDescription: "", fullDescription: "" }'],
        ['Project', 'input: { title: "", description: "" }'],
        ['ServiceCategory', 'input: { category: "", services: [] }'],
      ] as const
    ).flatMap(([type, input]) => [
      [`create${type}`, { who: 'editor' as Who, doc: `mutation { create${type}(${input}) { id } }` }],
      [`update${type}`, { who: 'editor' as Who, doc: `mutation { update${type}(id: "${U}", input: {}) { id } }` }],
      [`delete${type}`, { who: 'editor' as Who, doc: `mutation { delete${type}(id: "${U}") { id } }` }],
    ]),
  ),
  reorderFounders: { who: 'editor', doc: `mutation { reorderFounders(ids: ["${U}"]) { id } }` },
  reorderTeamMembers: { who: 'editor', doc: `mutation { reorderTeamMembers(ids: ["${U}"]) { id } }` },
  reorderPartners: { who: 'editor', doc: `mutation { reorderPartners(ids: ["${U}"]) { id } }` },
  reorderProducts: { who: 'editor', doc: `mutation { reorderProducts(ids: ["${U}"]) { id } }` },
  reorderProjects: { who: 'editor', doc: `mutation { reorderProjects(ids: ["${U}"]) { id } }` },
  reorderServiceCategories: { who: 'editor', doc: `mutation { reorderServiceCategories(ids: ["${U}"]) { id } }` },
  reorderServices: { who: 'editor', doc: `mutation { reorderServices(categoryId: "${U}", ids: ["${U}"]) { id } }` },
  addProductScreenshots: {
    who: 'editor',
    doc: `mutation ($file: Upload!) { addProductScreenshots(id: "${U}", screenshots: [$file]) { added } }`,
    file: 'file',
  },
  removeProductScreenshot: { who: 'editor', doc: `mutation { removeProductScreenshot(id: "${U}", index: 0) { removed } }` },
  createRedirect: { who: 'editor', doc: 'mutation { createRedirect(input: { fromPath: "", toPath: "" }) { id } }' },
  deleteRedirect: { who: 'editor', doc: `mutation { deleteRedirect(id: "${U}") { id } }` },
  markContactMessageRead: { who: 'editor', doc: `mutation { markContactMessageRead(id: "${U}") { id } }` },
  deleteContactMessage: { who: 'editor', doc: `mutation { deleteContactMessage(id: "${U}") { id } }` },
  restoreRevision: { who: 'editor', doc: `mutation { restoreRevision(id: "${U}") { id } }` },

  updateSiteSettings: { who: 'admin', doc: 'mutation { updateSiteSettings(input: { email: "not-an-email" }) { id } }' },
  updateRevisionPolicy: { who: 'admin', doc: 'mutation { updateRevisionPolicy(input: { keepDays: 0 }) { keepDays } }' },
  inviteAccount: { who: 'admin', doc: 'mutation { inviteAccount(input: { email: "", role: "" }) { emailed } }' },
  revokeInvitation: { who: 'admin', doc: `mutation { revokeInvitation(id: "${U}") { id } }` },
  changeAccountRole: { who: 'admin', doc: `mutation { changeAccountRole(id: "${U}", role: "editor") { id } }` },
  deactivateAccount: { who: 'admin', doc: `mutation { deactivateAccount(id: "${U}") { id } }` },
  reactivateAccount: { who: 'admin', doc: `mutation { reactivateAccount(id: "${U}") { id } }` },
  createApiToken: { who: 'admin', doc: 'mutation { createApiToken(input: { name: "" }) { token } }' },
  revokeApiToken: { who: 'admin', doc: `mutation { revokeApiToken(id: "${U}") { id } }` },
  createWebhookEndpoint: {
    who: 'admin',
    doc: 'mutation { createWebhookEndpoint(input: { url: "", events: [] }) { secret } }',
  },
  updateWebhookEndpoint: { who: 'admin', doc: `mutation { updateWebhookEndpoint(id: "${U}", input: {}) { id } }` },
  deleteWebhookEndpoint: { who: 'admin', doc: `mutation { deleteWebhookEndpoint(id: "${U}") { id } }` },
  rollWebhookSecret: { who: 'admin', doc: `mutation { rollWebhookSecret(id: "${U}") { secret } }` },
  sendWebhookTest: { who: 'admin', doc: `mutation { sendWebhookTest(id: "${U}") { id } }` },
  redeliverWebhook: { who: 'admin', doc: `mutation { redeliverWebhook(id: "${U}") { id } }` },
};

/** Every REST write, by method and route; the path's parameters are filled with names that match nothing. */
const REST_WRITES: Record<string, Who> = {
  'POST /admin/login': 'anyone',
  'POST /contact': 'anyone',
  'POST /invitations/:token/accept': 'anyone',

  'POST /admin/logout': 'account',
  'PUT /admin/change-password': 'account',
  'POST /admin/2fa/setup': 'account',
  'POST /admin/2fa/enable': 'account',
  'POST /admin/2fa/disable': 'account',
  'DELETE /admin/sessions/:id': 'account',
  'POST /content-images': 'signed-in',
  // A read sent as POST (its HTML is too long for a query string): a write by its method, so it is listed.
  'POST /admin/accessibility-check': 'signed-in',

  'POST /blog': 'author',
  'PUT /blog/:id': 'author',
  'DELETE /blog/:id': 'author',

  ...Object.fromEntries(
    ['/founders', '/team', '/partners', '/products', '/projects', '/services'].flatMap((path) => [
      [`POST ${path}`, 'editor'],
      [`PUT ${path}/order`, 'editor'],
      [`PUT ${path}/:id`, 'editor'],
      [`DELETE ${path}/:id`, 'editor'],
    ]),
  ),
  'PUT /services/:id/services/order': 'editor',
  'POST /products/:id/screenshots': 'editor',
  'DELETE /products/:id/screenshots/:index': 'editor',
  'POST /admin/redirects': 'editor',
  'DELETE /admin/redirects/:id': 'editor',
  'PUT /contact/:id/read': 'editor',
  'DELETE /contact/:id': 'editor',
  'POST /admin/revisions/:id/restore': 'editor',
  'POST /admin/trash/:recordType/:id/restore': 'editor',
  'DELETE /admin/trash/:recordType/:id': 'editor',

  'PUT /settings': 'admin',
  'PUT /admin/revision-policy': 'admin',
  'POST /admin/invitations': 'admin',
  'DELETE /admin/invitations/:id': 'admin',
  'PUT /admin/accounts/:id/role': 'admin',
  'POST /admin/accounts/:id/deactivate': 'admin',
  'POST /admin/accounts/:id/reactivate': 'admin',
  'POST /admin/api-tokens': 'admin',
  'POST /admin/api-tokens/:id/revoke': 'admin',
  'POST /admin/webhooks': 'admin',
  'PUT /admin/webhooks/:id': 'admin',
  'DELETE /admin/webhooks/:id': 'admin',
  'POST /admin/webhooks/:id/roll-secret': 'admin',
  'POST /admin/webhooks/:id/test': 'admin',
  'POST /admin/webhooks/deliveries/:id/redeliver': 'admin',
};

const PARAMS: Record<string, string> = { id: U, recordType: 'Product', index: '0', token: 'x' };

/**
 * The permission matrix (issue 30, docs/decisions/065-roles.md): every write of both doors, as each role, as an
 * anonymous caller and with an owner's API token of each scope (docs/decisions/069-api-tokens.md). Allowed means the call got past the role check (whatever its inputs then earned); refused means
 * 401 with 'no token' for the anonymous caller and FORBIDDEN (403) for a role below the one needed. A mutation or
 * route without an entry here fails the test, so a new write says who may make it.
 */
describe('permission matrix (both doors)', () => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};

  async function loginAs(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (isTokenCaller(caller)) {
      const res = await t.gql(
        'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
        { input: { name: `matrix ${caller}`, scope: caller, expiresInDays: 1 } },
        tokens.admin,
      );
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.createApiToken.token as string;
    }
    if (caller === 'admin') return t.login();
    const res = await t
      .http()
      .post('/api/admin/login')
      .send({ username: `matrix-${caller}`, password: PASSWORD });
    expect(res.status).toBe(200);
    return res.body.token as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const admins = t.db.dataSource.getRepository(Admin);
    for (const role of ['editor', 'author'] as const) {
      await admins.save(
        admins.create({
          username: `matrix-${role}`,
          email: `matrix-${role}@example.com`,
          passwordHash: await hashPassword(PASSWORD),
          role,
        }),
      );
    }
    for (const caller of CALLERS) tokens[caller] = await loginAs(caller);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('lists every mutation of the schema', async () => {
    const res = await t.gql('{ __schema { mutationType { fields { name } } } }');
    const names = (res.body.data!.__schema.mutationType.fields as Array<{ name: string }>).map((field) => field.name);
    expect(names.filter((name) => !(name in MUTATIONS))).toEqual([]);
    expect(Object.keys(MUTATIONS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('lists every REST write', () => {
    const router = createRestRouter({ services: t.app.services, dataSource: t.db.dataSource, maxUploadBytes: 1 });
    const writes = (router.stack as Array<{ route?: { path: string; methods: Record<string, boolean> } }>).flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods)
            .filter((method) => method !== 'get' && method !== 'head' && method !== '_all')
            .map((method) => `${method.toUpperCase()} ${layer.route!.path}`)
        : [],
    );
    expect(writes.filter((write) => !(write in REST_WRITES))).toEqual([]);
    expect(Object.keys(REST_WRITES).filter((write) => !writes.includes(write))).toEqual([]);
  });

  it('GraphQL: each mutation × each caller is allowed or refused as the table says', async () => {
    const unexpected: string[] = [];
    for (const [name, { who, doc, file }] of Object.entries(MUTATIONS)) {
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const res = file
          ? await t.gqlUpload(doc, { [file]: null }, { [file]: await pngFile() }, token)
          : await t.gql(doc, {}, token);
        const error = res.body.errors?.[0];
        const code = error?.extensions?.code as string | undefined;
        const refused = code === 'FORBIDDEN' || (code === 'UNAUTHENTICATED' && error?.message === NO_TOKEN_MESSAGE);
        if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_REQUEST') unexpected.push(`${name}: ${error?.message}`);
        else if (refused === allowed(who, caller))
          unexpected.push(`${name} as ${caller}: ${code ?? 'ok'} (${error?.message ?? ''})`);
        // A refusal says the right thing: 401 without a token, FORBIDDEN for a role below the one needed.
        else if (refused && (caller === 'anonymous') !== (code === 'UNAUTHENTICATED'))
          unexpected.push(`${name} as ${caller}: ${code}`);
        if (name === 'logout' && caller !== 'anonymous' && !isTokenCaller(caller)) tokens[caller] = await loginAs(caller);
      }
    }
    expect(unexpected).toEqual([]);
  }, 120_000);

  it('REST: each write × each caller is allowed or refused as the table says', async () => {
    const unexpected: string[] = [];
    for (const [write, who] of Object.entries(REST_WRITES)) {
      const [method, route] = write.split(' ');
      const path = `/api${route.replace(/:(\w+)/g, (_, name: string) => PARAMS[name])}`;
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const request = t.http()[method.toLowerCase() as 'post' | 'put' | 'delete'](path);
        if (token) request.set('authorization', `Bearer ${token}`);
        // A manual order's ids are read by the route before its service: a well-formed list reaches the role check.
        const res = await request.send(route.endsWith('/order') ? { ids: [U] } : {});
        const refused = res.status === 403 || (res.status === 401 && res.body.message === NO_TOKEN_MESSAGE);
        if (res.status === 404 && res.body.message === `Route ${method} ${path} not found`) unexpected.push(`${write}: no route`);
        else if (refused === allowed(who, caller)) unexpected.push(`${write} as ${caller}: ${res.status} (${res.body.message})`);
        else if (refused && (caller === 'anonymous') !== (res.status === 401))
          unexpected.push(`${write} as ${caller}: ${res.status}`);
        if (write === 'POST /admin/logout' && caller !== 'anonymous' && !isTokenCaller(caller))
          tokens[caller] = await loginAs(caller);
      }
    }
    expect(unexpected).toEqual([]);
  }, 120_000);
});
