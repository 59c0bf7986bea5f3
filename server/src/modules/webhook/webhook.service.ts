import {
  OWNER,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_DESCRIPTION_MESSAGE,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_MESSAGE,
  WEBHOOK_PING_EVENT,
  WEBHOOK_UNKNOWN_EVENT_MESSAGE,
  WEBHOOK_URL_PRIVATE_MESSAGE,
  webhookUrlProblem,
} from '@field-rules';
import type { DataSource, Repository } from 'typeorm';
import { isUuid } from '../../shared/base-record';
import { ChangeStream } from '../../shared/changes/change-stream';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { pageOptions, type PaginationArgs } from '../../shared/pagination';
import { requireRole, type Viewer } from '../../shared/viewer';
import { SecretBox } from '../admin/secret-box';
import { isPrivateHost } from './webhook-address';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { newPayload } from './webhook-events';
import { deliveriesWrittenBy, WebhookRecorder } from './webhook-recorder';
import { newWebhookSecret } from './webhook-signature';
import type { WebhookSettings } from '../../config';
import { returned, WebhookWorker } from './webhook-worker';

/** A page of a delivery log when the caller names no size. */
const DELIVERIES_PAGE = 20;

export interface WebhookEndpointValues {
  url?: string | null;
  description?: string | null;
  events?: string[] | null;
  active?: boolean | null;
}

/** An endpoint as answered: with its latest delivery (null before the first). */
export type ListedEndpoint = WebhookEndpoint & { lastDelivery: WebhookDelivery | null };

/** An endpoint with its secret: answered once, by create and by rollSecret. */
export interface EndpointWithSecret {
  endpoint: ListedEndpoint;
  secret: string;
}

/**
 * Webhooks (issue 31, docs/decisions/068-webhooks.md), for owners only through both doors: endpoints with the events
 * they take and a signing secret shown once; the log of deliveries per endpoint; a test event; redelivery. The
 * deliveries themselves are written by WebhookRecorder (in the changes' transactions) and sent by WebhookWorker.
 */
export class WebhookService {
  private readonly endpoints: Repository<WebhookEndpoint>;
  private readonly deliveries: Repository<WebhookDelivery>;
  private readonly secrets: SecretBox;
  readonly worker: WebhookWorker;
  private readonly stopListening: () => void;

  constructor(
    private readonly dataSource: DataSource,
    jwtSecret: string,
    private readonly settings: WebhookSettings,
  ) {
    this.endpoints = dataSource.getRepository(WebhookEndpoint);
    this.deliveries = dataSource.getRepository(WebhookDelivery);
    this.secrets = new SecretBox(jwtSecret, 'webhook');
    this.worker = new WebhookWorker(dataSource, settings, this.secrets);
    WebhookRecorder.install(dataSource);
    // After a commit that wrote deliveries, this instance sends them (or wakes when a scheduled one falls due).
    this.stopListening = ChangeStream.of(dataSource).subscribe({
      committed: (changes) => {
        const due = deliveriesWrittenBy(changes);
        if (due) this.worker.wake(due);
      },
    });
  }

  /** Ends the worker: no more attempts, and those in flight are waited for (their claims lapse if cut short). */
  async stop(): Promise<void> {
    this.stopListening();
    await this.worker.stop();
  }

  /** Every endpoint, oldest first, each with its latest delivery. */
  async list(viewer: Viewer): Promise<ListedEndpoint[]> {
    requireRole(viewer, OWNER);
    return this.withLastDelivery(await this.endpoints.find({ order: { createdAt: 'ASC', id: 'ASC' } }));
  }

  /** Each endpoint with its latest delivery: one statement for all. */
  private async withLastDelivery(endpoints: WebhookEndpoint[]): Promise<ListedEndpoint[]> {
    if (endpoints.length === 0) return [];
    const latest = await this.deliveries
      .createQueryBuilder('d')
      .distinctOn(['d.endpointId'])
      .where('d.endpointId IN (:...ids)', { ids: endpoints.map((endpoint) => endpoint.id) })
      .orderBy('d.endpointId')
      .addOrderBy('d.createdAt', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .getMany();
    const byEndpoint = new Map(latest.map((delivery) => [delivery.endpointId, delivery]));
    return endpoints.map((endpoint) => Object.assign(endpoint, { lastDelivery: byEndpoint.get(endpoint.id) ?? null }));
  }

  async get(viewer: Viewer, id: string): Promise<ListedEndpoint> {
    requireRole(viewer, OWNER);
    return this.found(id);
  }

  async create(viewer: Viewer, input: WebhookEndpointValues): Promise<EndpointWithSecret> {
    requireRole(viewer, OWNER);
    const values = this.checked(input, {});
    const secret = newWebhookSecret();
    const endpoint = await this.endpoints.save(
      this.endpoints.create({ ...values, active: input.active ?? true, sealedSecret: this.secrets.seal(secret) }),
    );
    return { endpoint: Object.assign(withoutSecret(endpoint), { lastDelivery: null }), secret };
  }

  async update(viewer: Viewer, id: string, patch: WebhookEndpointValues): Promise<ListedEndpoint> {
    requireRole(viewer, OWNER);
    const endpoint = await this.find(id);
    Object.assign(endpoint, this.checked(patch, endpoint));
    if (patch.active != null) endpoint.active = patch.active;
    await this.endpoints.save(endpoint);
    return this.found(id);
  }

  /** Deletes the endpoint and its delivery log. */
  async delete(viewer: Viewer, id: string): Promise<ListedEndpoint> {
    requireRole(viewer, OWNER);
    const endpoint = await this.find(id);
    await this.endpoints.remove(endpoint);
    return Object.assign(endpoint, { id, lastDelivery: null });
  }

  /** A new secret for the endpoint, answered this once; the old one signs nothing from now on. */
  async rollSecret(viewer: Viewer, id: string): Promise<EndpointWithSecret> {
    requireRole(viewer, OWNER);
    const endpoint = await this.find(id);
    const secret = newWebhookSecret();
    endpoint.sealedSecret = this.secrets.seal(secret);
    await this.endpoints.save(endpoint);
    return { endpoint: await this.found(id), secret };
  }

  /** The endpoint's deliveries, newest first, a page at a time (20 unless `take` says otherwise, at most 100). */
  async deliveryLog(viewer: Viewer, endpointId: string, page: PaginationArgs = {}): Promise<WebhookDelivery[]> {
    requireRole(viewer, OWNER);
    const { skip, take } = pageOptions(page, DELIVERIES_PAGE);
    await this.find(endpointId);
    return this.deliveries.find({ where: { endpointId }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take });
  }

  /** Sends a 'ping' event to the endpoint now (whatever events it takes, active or not). */
  async sendTest(viewer: Viewer, id: string): Promise<WebhookDelivery> {
    const owner = requireRole(viewer, OWNER);
    const endpoint = await this.find(id);
    const payload = newPayload(WEBHOOK_PING_EVENT, { endpointId: endpoint.id, sentBy: owner.username });
    return this.queue(endpoint.id, WEBHOOK_PING_EVENT, { ...payload }, null, null);
  }

  /** Sends a delivery's event again, as a new delivery with the same message id (receivers may deduplicate by it). */
  async redeliver(viewer: Viewer, deliveryId: string): Promise<WebhookDelivery> {
    requireRole(viewer, OWNER);
    const delivery = isUuid(deliveryId) ? await this.deliveries.findOneBy({ id: deliveryId }) : null;
    if (!delivery) throw new NotFoundError('Webhook delivery');
    return this.queue(delivery.endpointId, delivery.event, delivery.payload, delivery.recordType, delivery.recordId);
  }

  /** Writes a delivery due now (raw SQL, like the recorder's: the activity log is no place for it) and wakes the worker. */
  private async queue(
    endpointId: string,
    event: string,
    payload: Record<string, unknown>,
    recordType: string | null,
    recordId: string | null,
  ): Promise<WebhookDelivery> {
    const result = await this.dataSource.query<unknown[]>(
      `INSERT INTO "webhook_delivery" ("endpointId", "event", "recordType", "recordId", "payload", "nextAttemptAt")
       VALUES ($1, $2, $3, $4, $5, now()) RETURNING "id"`,
      [endpointId, event, recordType, recordId, JSON.stringify(payload)],
    );
    const [{ id }] = returned<{ id: string }>(result);
    const delivery = await this.deliveries.findOneByOrFail({ id });
    this.worker.kick();
    return delivery;
  }

  /** The endpoint with its latest delivery. */
  private async found(id: string): Promise<ListedEndpoint> {
    const [endpoint] = await this.withLastDelivery([await this.find(id)]);
    return endpoint;
  }

  private async find(id: string): Promise<WebhookEndpoint> {
    const endpoint = isUuid(id) ? await this.endpoints.findOneBy({ id }) : null;
    if (!endpoint) throw new NotFoundError('Webhook endpoint');
    return endpoint;
  }

  /** The fields given, checked (a create's missing ones count as empty); every problem at once. */
  private checked(input: WebhookEndpointValues, current: Partial<WebhookEndpoint>): Partial<WebhookEndpoint> {
    const fields: Record<string, string> = {};
    const values: Partial<WebhookEndpoint> = {};
    if (input.url !== undefined || current.url === undefined) {
      const url = (input.url ?? '').trim();
      const problem = webhookUrlProblem(url);
      if (problem) fields.url = problem;
      else if (!this.settings.allowPrivateUrls && isPrivateHost(new URL(url))) fields.url = WEBHOOK_URL_PRIVATE_MESSAGE;
      else values.url = url;
    }
    if (input.description !== undefined || current.description === undefined) {
      const description = (input.description ?? '').trim();
      if (description.length > WEBHOOK_DESCRIPTION_MAX) fields.description = WEBHOOK_DESCRIPTION_MESSAGE;
      else values.description = description;
    }
    if (input.events !== undefined || current.events === undefined) {
      const events = [...new Set((input.events ?? []).map((event) => event.trim()))];
      if (events.length === 0) fields.events = WEBHOOK_EVENTS_MESSAGE;
      else if (events.some((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event)))
        fields.events = WEBHOOK_UNKNOWN_EVENT_MESSAGE;
      else values.events = WEBHOOK_EVENTS.filter((event) => events.includes(event));
    }
    if (Object.keys(fields).length) throw new ValidationError(fields);
    return values;
  }
}

function withoutSecret(endpoint: WebhookEndpoint): WebhookEndpoint {
  const { sealedSecret: _sealed, ...rest } = endpoint;
  return Object.assign(new WebhookEndpoint(), rest);
}
