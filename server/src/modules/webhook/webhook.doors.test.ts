import {
  FORBIDDEN_MESSAGE,
  WEBHOOK_EVENTS_MESSAGE,
  WEBHOOK_UNKNOWN_EVENT_MESSAGE,
  WEBHOOK_URL_LENGTH_MESSAGE,
  WEBHOOK_URL_MESSAGE,
  WEBHOOK_URL_PRIVATE_MESSAGE,
  WEBHOOK_URL_REQUIRED_MESSAGE,
} from '@field-rules';
import { NO_TOKEN_MESSAGE } from '../../shared/viewer';
import { deleteForGood, errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { Admin } from '../admin/admin.entity';
import { hashPassword } from '../admin/admin.service';
import { BlogPost } from '../blog-post/blog-post.entity';
import { buildBlogPost } from '../blog-post/blog-post.factory';
import { insertProduct } from '../product/product.factory';
import { insertServiceCategory } from '../service-category/service-category.factory';
import { ServiceOffering } from '../service-category/service-offering.entity';
import { Product } from '../product/product.entity';
import { publicOnlyLookup, isPrivateAddress } from './webhook-address';
import { WebhookDelivery } from './webhook-delivery.entity';

const CREATE =
  'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events active lastDelivery { id } } } }';
const UPDATE =
  'mutation ($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id url events active description } }';
const LIST = '{ webhookEndpoints { id url events active lastDelivery { status event attempts responseStatus } } }';
const DELIVERIES =
  'query ($endpointId: ID!, $skip: Int, $take: Int) { webhookDeliveries(endpointId: $endpointId, skip: $skip, take: $take) { id event status attempts responseStatus error payload nextAttemptAt lastAttemptAt createdAt } }';
const CREATE_POST = 'mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id slug } }';
const UPDATE_POST = 'mutation ($id: ID!, $input: UpdateBlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }';
const DELETE_POST = 'mutation ($id: ID!) { deleteBlogPost(id: $id) { id } }';
const RESTORE = 'mutation ($id: ID!) { restoreFromTrash(recordType: "BlogPost", id: $id) { recordId } }';
const POST = { author: 'Ann', excerpt: 'An excerpt for it', content: '<p>A body long enough for any rule.</p>' };
const PASSWORD = 'an-editor-password-1';

/** Waits until `check` passes (the worker runs after the commit, on its own time). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not as expected: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Webhooks (issue 31, docs/decisions/068-webhooks.md) through both doors, against a real receiver on this machine:
 * signed deliveries (checked with the standardwebhooks package), retried with backoff until accepted, logged per
 * endpoint; events for what visitors see only (nothing for drafts or rolled-back writes); owners only.
 */
describe('webhooks (both doors)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let owner: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp({
      webhooks: { allowPrivateUrls: true, retryDelaysMs: [100, 200], pollMs: 60_000, timeoutMs: 2000, keepDays: 30 },
    });
    owner = await t.login();
  });

  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
  });

  const deliveryRows = () => t.db.dataSource.getRepository(WebhookDelivery).find({ order: { createdAt: 'ASC' } });
  const rest = (method: 'get' | 'post' | 'put' | 'delete', path: string, token = owner) =>
    t.http()[method](`/api${path}`).set('authorization', `Bearer ${token}`);

  async function addEndpoint(events: string[]): Promise<{ id: string; secret: string }> {
    const res = await t.gql(CREATE, { input: { url: receiver.url, description: 'Test receiver', events } }, owner);
    const { endpoint, secret } = res.body.data!.createWebhookEndpoint;
    return { id: endpoint.id as string, secret: secret as string };
  }

  it('GraphQL: a published post reaches the receiver signed; it fails twice, then accepts: three attempts, logged', async () => {
    const res = await t.gql(CREATE, { input: { url: receiver.url, events: ['published', 'updated'] } }, owner);
    const { endpoint, secret } = res.body.data!.createWebhookEndpoint;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['published', 'updated'], active: true, lastDelivery: null });
    // The secret is never answered again.
    const listed = await t.gql(LIST, {}, owner);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    receiver.answer(500, 500);
    const before = receiver.received.length;
    const created = await t.gql(CREATE_POST, { input: { ...POST, title: 'Hooks Go Live', published: true } }, owner);
    const post = created.body.data!.createBlogPost;
    const attempts = (await receiver.waitFor(before + 3)).slice(before);
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 500, 204]);
    // One message: the same id and body every time, each signed with the endpoint's secret at its own time.
    expect(new Set(attempts.map((attempt) => attempt.headers['webhook-id'])).size).toBe(1);
    for (const attempt of attempts) {
      expect(receiver.verify(attempt, secret)).toEqual(attempt.json);
      expect(attempt.headers['content-type']).toBe('application/json');
    }
    expect(() => receiver.verify(attempts[0], `whsec_${Buffer.alloc(32, 1).toString('base64')}`)).toThrow();
    expect(attempts[2].json).toEqual({
      id: attempts[0].headers['webhook-id'],
      type: 'published',
      occurredAt: expect.any(String),
      data: { recordType: 'BlogPost', id: post.id, slug: post.slug, title: 'Hooks Go Live', changedFields: [] },
    });

    const log = await eventually(
      () => t.gql(DELIVERIES, { endpointId: endpoint.id }, owner),
      (res) => res.body.data?.webhookDeliveries[0]?.status === 'succeeded',
    );
    expect(log.body.data!.webhookDeliveries).toEqual([
      expect.objectContaining({
        event: 'published',
        status: 'succeeded',
        attempts: 3,
        responseStatus: 204,
        error: null,
        nextAttemptAt: null,
      }),
    ]);
    expect(JSON.parse(log.body.data!.webhookDeliveries[0].payload)).toEqual(attempts[2].json);
    const list = await t.gql(LIST, {}, owner);
    expect(list.body.data!.webhookEndpoints[0].lastDelivery).toEqual({
      status: 'succeeded',
      event: 'published',
      attempts: 3,
      responseStatus: 204,
    });
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id: endpoint.id }, owner);
  });

  it('nothing for drafts; publish, update, unpublish and trash each send their event; a rolled-back write sends nothing', async () => {
    const { id: endpointId } = await addEndpoint(['published', 'updated', 'unpublished', 'deleted']);
    const before = receiver.received.length;
    const draft = (await t.gql(CREATE_POST, { input: { ...POST, title: 'Quiet Draft' } }, owner)).body.data!.createBlogPost;
    await t.gql(UPDATE_POST, { id: draft.id, input: { title: 'Still A Quiet Draft' } }, owner);
    // A write that rolls back sends nothing, though it changed a published post.
    await expect(
      t.db.dataSource.transaction(async (manager) => {
        await manager.save(BlogPost, manager.create(BlogPost, buildBlogPost({ title: 'Never Was' })));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await deliveryRows()).filter((row) => row.endpointId === endpointId)).toEqual([]);

    await t.gql(UPDATE_POST, { id: draft.id, input: { published: true } }, owner);
    await t.gql(UPDATE_POST, { id: draft.id, input: { excerpt: 'A new excerpt for it' } }, owner);
    await t.gql(UPDATE_POST, { id: draft.id, input: { published: false } }, owner);
    await t.gql(UPDATE_POST, { id: draft.id, input: { published: true } }, owner);
    await t.gql(DELETE_POST, { id: draft.id }, owner);
    // Back from the trash it is visible again; trashed again, then deleted for good from the trash: gone once, told once.
    await t.gql(RESTORE, { id: draft.id }, owner);
    await t.gql(DELETE_POST, { id: draft.id }, owner);
    await deleteForGood(t, 'BlogPost', draft.id, owner);
    const events = (await receiver.waitFor(before + 7)).slice(before).map((request) => request.json);
    // Each its own delivery, sent side by side: compared in the order they happened.
    events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
    expect(events.map((event) => [event.type, event.data.changedFields])).toEqual([
      ['published', ['published']],
      ['updated', ['excerpt']],
      ['unpublished', []],
      ['published', ['published']],
      ['deleted', []],
      ['published', []],
      ['deleted', []],
    ]);
    expect(events.every((event) => event.data.id === draft.id && event.data.title === 'Still A Quiet Draft')).toBe(true);
    // Nothing else came.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before + 7);
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id: endpointId }, owner);
  });

  it('records without a published flag are published when created; a change of a part is an update of its record', async () => {
    const { id: endpointId } = await addEndpoint(['published', 'updated', 'deleted']);
    const before = receiver.received.length;
    const product = await insertProduct(t.db.dataSource, { name: 'Hook Suite', slug: 'hook-suite' });
    await t.db.dataSource.getRepository(Product).update(product.id, { name: 'Criteria Write' });
    await t.db.dataSource.getRepository(Product).save({ ...product, name: 'Hook Suite Pro' });
    const category = await insertServiceCategory(t.db.dataSource, { category: 'Integrations' });
    const [service] = category.services;
    await t.db.dataSource.getRepository(ServiceOffering).save({ ...service, title: 'Webhooks Done Right' });
    const events = (await receiver.waitFor(before + 4)).slice(before).map((request) => request.json);
    events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
    expect(events.map(({ type, data }) => [type, data.recordType, data.title, data.changedFields])).toEqual([
      ['published', 'Product', 'Hook Suite', []],
      ['updated', 'Product', 'Hook Suite Pro', ['name']],
      ['published', 'ServiceCategory', 'Integrations', []],
      ['updated', 'ServiceCategory', undefined, ['services']],
    ]);
    expect(events[3].data.id).toBe(category.id);
    expect(events[0].data).toMatchObject({ id: product.id, slug: 'hook-suite' });
    // The criteria write named no record: it is not told (no id to tell).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before + 4);
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id: endpointId }, owner);
  });

  it("a post scheduled for later sends 'published' when it goes public; one unscheduled meanwhile sends nothing", async () => {
    const { id: endpointId } = await addEndpoint(['published']);
    const before = receiver.received.length;
    const soon = new Date(Date.now() + 1200).toISOString();
    const later = new Date(Date.now() + 1500).toISOString();
    const scheduled = (
      await t.gql(CREATE_POST, { input: { ...POST, title: 'Goes Live Soon', published: true, publishAt: soon } }, owner)
    ).body.data!.createBlogPost;
    const withdrawn = (
      await t.gql(CREATE_POST, { input: { ...POST, title: 'Withdrawn Before', published: true, publishAt: later } }, owner)
    ).body.data!.createBlogPost;
    await t.gql(UPDATE_POST, { id: withdrawn.id, input: { published: false } }, owner);
    expect(receiver.received.length).toBe(before);
    const [event] = (await receiver.waitFor(before + 1)).slice(before);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(soon));
    expect(event.json).toMatchObject({ type: 'published', occurredAt: soon, data: { id: scheduled.id } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.received.length).toBe(before + 1);
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id: endpointId }, owner);
  });

  it('REST: endpoints added, changed, tested, paged, redelivered and deleted; the secret rolls; a contact message is told', async () => {
    const created = await rest('post', '/admin/webhooks').send({
      url: receiver.url,
      description: 'Via REST',
      events: ['contact.received'],
    });
    expect(created.status).toBe(201);
    const { endpoint, secret } = created.body as { endpoint: { id: string }; secret: string };
    expect(endpoint).toMatchObject({ url: receiver.url, description: 'Via REST', events: ['contact.received'], active: true });

    const before = receiver.received.length;
    const sent = await t
      .http()
      .post('/api/contact')
      .send({ name: 'Vera', email: 'vera@example.com', message: 'Hello there, a project?' });
    expect(sent.status).toBe(201);
    const [contact] = (await receiver.waitFor(before + 1)).slice(before);
    expect(receiver.verify(contact, secret)).toMatchObject({
      type: 'contact.received',
      data: { recordType: 'ContactMessage', name: 'Vera', email: 'vera@example.com', message: 'Hello there, a project?' },
    });

    // A rolled secret signs from now on; the old one no more.
    const rolled = await rest('post', `/admin/webhooks/${endpoint.id}/roll-secret`);
    expect(rolled.status).toBe(200);
    const newSecret = rolled.body.secret as string;
    expect(newSecret).not.toBe(secret);
    const ping = await rest('post', `/admin/webhooks/${endpoint.id}/test`);
    expect(ping.status).toBe(201);
    expect(ping.body).toMatchObject({ event: 'ping', status: 'pending', attempts: 0 });
    const [pinged] = (await receiver.waitFor(before + 2)).slice(before + 1);
    expect(receiver.verify(pinged, newSecret)).toMatchObject({ type: 'ping', data: { endpointId: endpoint.id } });
    expect(() => receiver.verify(pinged, secret)).toThrow();

    const changed = await rest('put', `/admin/webhooks/${endpoint.id}`).send({ events: ['deleted', 'published'], active: false });
    expect(changed.body).toMatchObject({ events: ['published', 'deleted'], active: false, url: receiver.url });

    // Newest first, a page at a time.
    const log = await eventually(
      () => rest('get', `/admin/webhooks/${endpoint.id}/deliveries`),
      (res) => (res.body as Array<{ status: string }>).every((row) => row.status === 'succeeded'),
    );
    expect((log.body as Array<{ event: string }>).map((row) => row.event)).toEqual(['ping', 'contact.received']);
    const page = await rest('get', `/admin/webhooks/${endpoint.id}/deliveries?skip=1&take=1`);
    expect((page.body as Array<{ event: string }>).map((row) => row.event)).toEqual(['contact.received']);
    expect((await rest('get', `/admin/webhooks/${endpoint.id}/deliveries?take=101`)).status).toBe(400);

    // A redelivery is a new delivery of the same message (the same webhook-id); an inactive endpoint gets nothing.
    const again = await rest('post', `/admin/webhooks/deliveries/${log.body[1].id}/redeliver`);
    expect(again.status).toBe(201);
    const given = await eventually(
      () => rest('get', `/admin/webhooks/${endpoint.id}/deliveries`),
      (res) => res.body[0].status !== 'pending',
    );
    expect(given.body[0]).toMatchObject({ event: 'contact.received', status: 'gave-up', error: 'The endpoint is turned off' });
    await rest('put', `/admin/webhooks/${endpoint.id}`).send({ active: true });
    await rest('post', `/admin/webhooks/deliveries/${log.body[1].id}/redeliver`);
    const [redelivered] = (await receiver.waitFor(before + 3)).slice(before + 2);
    expect(redelivered.headers['webhook-id']).toBe(contact.headers['webhook-id']);
    expect(receiver.verify(redelivered, newSecret)).toEqual(contact.json);

    expect((await rest('get', `/admin/webhooks/${endpoint.id}`)).body).toMatchObject({ id: endpoint.id, active: true });
    expect((await rest('delete', `/admin/webhooks/${endpoint.id}`)).status).toBe(200);
    expect((await rest('get', `/admin/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await rest('get', `/admin/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await deliveryRows()).filter((row) => row.endpointId === endpoint.id)).toEqual([]);
  });

  it('retries every failed delivery when its time comes, whichever fell due first', async () => {
    const first = await addEndpoint(['published']);
    const second = await addEndpoint(['published']);
    const before = receiver.received.length;
    receiver.answer(500, 500);
    // The second fails just after the first: its retry is due later than the one the worker then waits for.
    await t.gql('mutation ($id: ID!) { sendWebhookTest(id: $id) { id } }', { id: first.id }, owner);
    await t.gql('mutation ($id: ID!) { sendWebhookTest(id: $id) { id } }', { id: second.id }, owner);
    const requests = (await receiver.waitFor(before + 4)).slice(before);
    expect(requests.map((request) => request.status)).toEqual([500, 500, 204, 204]);
    expect(new Set(requests.slice(2).map((request) => request.json.data.endpointId))).toEqual(new Set([first.id, second.id]));
    for (const { id } of [first, second])
      await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id }, owner);
  });

  it('gives up on an attempt that gets no answer within the timeout, and retries it', async () => {
    const { id } = await addEndpoint(['published']);
    const before = receiver.received.length;
    receiver.answer(0, 0);
    const started = Date.now();
    await t.gql('mutation ($id: ID!) { sendWebhookTest(id: $id) { id } }', { id }, owner);
    // While the second attempt waits for its answer, the log shows how the first ended.
    const failed = await eventually(
      () => t.gql(DELIVERIES, { endpointId: id }, owner),
      (res) => res.body.data?.webhookDeliveries[0]?.attempts === 1,
    );
    expect(failed.body.data!.webhookDeliveries[0]).toMatchObject({
      status: 'failed',
      responseStatus: null,
      error: 'No answer within 2 s',
    });
    const log = await eventually(
      () => t.gql(DELIVERIES, { endpointId: id }, owner),
      (res) => res.body.data?.webhookDeliveries[0]?.status === 'succeeded',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect(log.body.data!.webhookDeliveries[0]).toMatchObject({ attempts: 3, responseStatus: 204, error: null });
    expect(receiver.received.length).toBe(before + 3);
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id }, owner);
  }, 60_000);

  it('gives a delivery up after the last retry of the schedule fails', async () => {
    const { id } = await addEndpoint(['published']);
    const before = receiver.received.length;
    receiver.answer(500, 502, 503);
    await t.gql('mutation ($id: ID!) { sendWebhookTest(id: $id) { id } }', { id }, owner);
    const log = await eventually(
      () => t.gql(DELIVERIES, { endpointId: id }, owner),
      (res) => res.body.data?.webhookDeliveries[0]?.status === 'gave-up',
    );
    expect(log.body.data!.webhookDeliveries[0]).toMatchObject({
      attempts: 3,
      responseStatus: 503,
      error: 'The endpoint answered 503',
      nextAttemptAt: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.received.length).toBe(before + 3);
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id }, owner);
  }, 60_000);

  it('stops with the app: an attempt in flight is cut short and left for the next start, not counted', async () => {
    const site = await startTestApp({
      webhooks: { allowPrivateUrls: true, retryDelaysMs: [100], pollMs: 60_000, timeoutMs: 10_000, keepDays: 30 },
    });
    try {
      const token = await site.login();
      const res = await site.gql(CREATE, { input: { url: receiver.url, events: ['published'] } }, token);
      const id = res.body.data!.createWebhookEndpoint.endpoint.id as string;
      const before = receiver.received.length;
      receiver.answer(0);
      await site.gql('mutation ($id: ID!) { sendWebhookTest(id: $id) { id } }', { id }, token);
      await receiver.waitFor(before + 1);
      const started = Date.now();
      // What app.stop() does first: no attempt starts any more, and the one in flight ends now, not in 10 s.
      await site.app.services.webhooks.stop();
      expect(Date.now() - started).toBeLessThan(2000);
      const [row] = await site.db.dataSource.query<Array<{ status: string; attempts: number; lockedUntil: Date | null }>>(
        `SELECT "status", "attempts", "lockedUntil" FROM "webhook_delivery" WHERE "endpointId" = $1`,
        [id],
      );
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: expect.any(Date) });
    } finally {
      await site.close();
    }
  });

  it('refuses bad endpoints with the messages the form shows, through both doors', async () => {
    const refused = async (input: Record<string, unknown>) => errorOf(await t.gql(CREATE, { input }, owner)).fields;
    expect(await refused({ url: '', events: [] })).toEqual({ url: WEBHOOK_URL_REQUIRED_MESSAGE, events: WEBHOOK_EVENTS_MESSAGE });
    expect(await refused({ url: 'ftp://example.com/hook', events: ['published'] })).toEqual({ url: WEBHOOK_URL_MESSAGE });
    expect(await refused({ url: 'not a url', events: ['published'] })).toEqual({ url: WEBHOOK_URL_MESSAGE });
    expect(await refused({ url: `https://example.com/${'a'.repeat(2000)}`, events: ['published'] })).toEqual({
      url: WEBHOOK_URL_LENGTH_MESSAGE,
    });
    expect(await refused({ url: 'https://example.com/hook', events: ['published', 'exploded'] })).toEqual({
      events: WEBHOOK_UNKNOWN_EVENT_MESSAGE,
    });
    const bad = await rest('post', '/admin/webhooks').send({ url: 'javascript:alert(1)', events: 'published' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(WEBHOOK_URL_MESSAGE);
    const notFound = await rest('put', '/admin/webhooks/00000000-0000-4000-8000-000000000000').send({ active: false });
    expect(notFound.status).toBe(404);
    expect((await rest('get', '/admin/webhooks/not-an-id')).status).toBe(404);
  });

  it('only owners: an editor is refused (403 / FORBIDDEN), a visitor asked to sign in (401)', async () => {
    const admins = t.db.dataSource.getRepository(Admin);
    await admins.save(
      admins.create({
        username: 'hook-editor',
        email: 'hook-editor@example.com',
        passwordHash: await hashPassword(PASSWORD),
        role: 'editor',
      }),
    );
    const editor = (await t.http().post('/api/admin/login').send({ username: 'hook-editor', password: PASSWORD })).body
      .token as string;
    expect(errorOf(await t.gql(LIST, {}, editor))).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    expect(errorOf(await t.gql(CREATE, { input: { url: receiver.url, events: ['published'] } }, editor)).code).toBe('FORBIDDEN');
    expect((await rest('get', '/admin/webhooks', editor)).status).toBe(403);
    expect((await rest('post', '/admin/webhooks', editor).send({ url: receiver.url, events: ['published'] })).status).toBe(403);
    const anonymous = await t.http().get('/api/admin/webhooks');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(NO_TOKEN_MESSAGE);
    expect(errorOf(await t.gql(LIST)).code).toBe('UNAUTHENTICATED');
  });

  it('updates through GraphQL keep what is not given', async () => {
    const { id } = await addEndpoint(['published']);
    const res = await t.gql(UPDATE, { id, input: { description: 'Renamed', events: ['updated', 'published'] } }, owner);
    expect(res.body.data!.updateWebhookEndpoint).toEqual({
      id,
      url: receiver.url,
      events: ['published', 'updated'],
      active: true,
      description: 'Renamed',
    });
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id }, owner);
  });
});

describe('webhooks to private addresses', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let owner: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp();
    owner = await t.login();
  });

  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
  });

  it('are refused when added, and never sent if one is stored anyway (checked again when sending, names resolved)', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest',
      'http://10.1.2.3/',
      'http://192.168.0.10/',
    ]) {
      const res = await t
        .http()
        .post('/api/admin/webhooks')
        .set('authorization', `Bearer ${owner}`)
        .send({ url, events: ['published'] });
      expect([url, res.status, res.body.message]).toEqual([url, 400, WEBHOOK_URL_PRIVATE_MESSAGE]);
    }
    const created = await t.gql(CREATE, { input: { url: 'https://example.com/hook', events: ['published'] } }, owner);
    const id = created.body.data!.createWebhookEndpoint.endpoint.id as string;
    await t.db.dataSource.query(`UPDATE "webhook_endpoint" SET "url" = $1 WHERE "id" = $2`, [receiver.url, id]);
    // A delivery from 31 days ago: the worker's first run purges it (deliveries are kept 30 days).
    await t.db.dataSource.query(
      `INSERT INTO "webhook_delivery" ("endpointId", "event", "payload", "status", "createdAt")
       VALUES ($1, 'ping', '{}', 'succeeded', now() - interval '31 days')`,
      [id],
    );
    await t.gql('mutation ($id: ID!) { sendWebhookTest(id: $id) { id } }', { id }, owner);
    const log = await eventually(
      () => t.gql(DELIVERIES, { endpointId: id }, owner),
      (res) => res.body.data?.webhookDeliveries[0]?.attempts === 1,
    );
    expect(log.body.data!.webhookDeliveries[0]).toMatchObject({ status: 'failed', error: 'The endpoint is a private address' });
    expect(log.body.data!.webhookDeliveries).toHaveLength(1);
    expect(receiver.received).toEqual([]);
  });

  it('a name that resolves to a private address is refused at connection time', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (err) => resolve(err)),
    );
    expect(error?.code).toBe('EPRIVATEADDRESS');
    expect(['::ffff:127.0.0.1', '100.64.0.1', 'fd00::1', 'fe80::1', '0.0.0.0'].every(isPrivateAddress)).toBe(true);
    expect(['93.184.216.34', '2606:4700::1111'].some(isPrivateAddress)).toBe(false);
  });
});
