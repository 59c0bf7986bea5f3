import type { Router } from 'express';
import { adminOnly, booleanValue, listValue, pageFrom, param, textValue } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, PAGE, restOnlyFields } from '../../http/route-docs';
import type { WebhookDelivery } from './webhook-delivery.entity';
import type { EndpointWithSecret, ListedEndpoint, WebhookEndpointValues } from './webhook.service';

export const deliveryBody = (delivery: WebhookDelivery) => ({
  _id: delivery.id,
  id: delivery.id,
  endpointId: delivery.endpointId,
  event: delivery.event,
  payload: delivery.payload,
  status: delivery.status,
  attempts: delivery.attempts,
  responseStatus: delivery.responseStatus,
  error: delivery.error,
  nextAttemptAt: delivery.nextAttemptAt,
  lastAttemptAt: delivery.lastAttemptAt,
  createdAt: delivery.createdAt,
  updatedAt: delivery.updatedAt,
});

// REST sends an endpoint's latest delivery (a field GraphQL computes) with its own fields.
restOnlyFields('WebhookEndpoint', { lastDelivery: 'WebhookDelivery' });
// GraphQL sends a delivery's payload as text; REST as the JSON object it is.
restOnlyFields('WebhookDelivery', {
  payload: { type: 'object', description: 'The JSON body posted: { id, type, occurredAt, data }.' },
});

const endpointBody = (endpoint: ListedEndpoint) => ({
  _id: endpoint.id,
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  active: endpoint.active,
  createdAt: endpoint.createdAt,
  updatedAt: endpoint.updatedAt,
  lastDelivery: endpoint.lastDelivery ? deliveryBody(endpoint.lastDelivery) : null,
});

const withSecret = ({ endpoint, secret }: EndpointWithSecret) => ({ endpoint: endpointBody(endpoint), secret });

/** The fields a body gives (absent ones left alone by an update). */
function endpointValues(body: unknown): WebhookEndpointValues {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: WebhookEndpointValues = {};
  if ('url' in fields) values.url = textValue(fields.url) ?? null;
  if ('description' in fields) values.description = textValue(fields.description) ?? null;
  if ('events' in fields) values.events = listValue(fields.events) ?? null;
  if ('active' in fields) values.active = booleanValue(fields.active) ?? null;
  return values;
}

/**
 * Webhooks (issue 31, docs/decisions/068-webhooks.md), owners only: GET and POST ({url, description, events,
 * active}: 201 with the secret, shown once) /api/admin/webhooks; GET, PUT and DELETE /api/admin/webhooks/:id;
 * POST /api/admin/webhooks/:id/roll-secret (the new secret, once); POST /api/admin/webhooks/:id/test (201, a 'ping'
 * delivery); GET /api/admin/webhooks/:id/deliveries (?skip, ?take; newest first);
 * POST /api/admin/webhooks/deliveries/:id/redeliver (201).
 */
export function registerWebhookRoutes(router: Router, { services }: RestContext): void {
  const routes = documented(router, 'Webhooks');
  routes.get(
    '/admin/webhooks',
    { summary: 'The webhook endpoints', twin: 'Query.webhookEndpoints' },
    adminOnly,
    async (req, res) => {
      res.json((await services.webhooks.list(req.viewer)).map(endpointBody));
    },
  );
  routes.post(
    '/admin/webhooks',
    { summary: 'Adds an endpoint, its secret answered this once', twin: 'Mutation.createWebhookEndpoint', status: 201 },
    adminOnly,
    async (req, res) => {
      res.status(201).json(withSecret(await services.webhooks.create(req.viewer, endpointValues(req.body))));
    },
  );
  routes.post(
    '/admin/webhooks/deliveries/:id/redeliver',
    { summary: 'Sends a delivery again', twin: 'Mutation.redeliverWebhook', status: 201 },
    adminOnly,
    async (req, res) => {
      res.status(201).json(deliveryBody(await services.webhooks.redeliver(req.viewer, param(req, 'id'))));
    },
  );
  routes.get('/admin/webhooks/:id', { summary: 'One endpoint', twin: 'Query.webhookEndpoint' }, adminOnly, async (req, res) => {
    res.json(endpointBody(await services.webhooks.get(req.viewer, param(req, 'id'))));
  });
  routes.put(
    '/admin/webhooks/:id',
    { summary: 'Changes an endpoint', twin: 'Mutation.updateWebhookEndpoint' },
    adminOnly,
    async (req, res) => {
      res.json(endpointBody(await services.webhooks.update(req.viewer, param(req, 'id'), endpointValues(req.body))));
    },
  );
  routes.delete(
    '/admin/webhooks/:id',
    { summary: 'Deletes an endpoint and its deliveries', twin: 'Mutation.deleteWebhookEndpoint' },
    adminOnly,
    async (req, res) => {
      res.json(endpointBody(await services.webhooks.delete(req.viewer, param(req, 'id'))));
    },
  );
  routes.post(
    '/admin/webhooks/:id/roll-secret',
    { summary: 'Replaces the secret, answered this once', twin: 'Mutation.rollWebhookSecret' },
    adminOnly,
    async (req, res) => {
      res.json(withSecret(await services.webhooks.rollSecret(req.viewer, param(req, 'id'))));
    },
  );
  routes.post(
    '/admin/webhooks/:id/test',
    { summary: 'Sends a ping event', twin: 'Mutation.sendWebhookTest', status: 201 },
    adminOnly,
    async (req, res) => {
      res.status(201).json(deliveryBody(await services.webhooks.sendTest(req.viewer, param(req, 'id'))));
    },
  );
  routes.get(
    '/admin/webhooks/:id/deliveries',
    { summary: 'The deliveries, newest first', twin: 'Query.webhookDeliveries', query: PAGE },
    adminOnly,
    async (req, res) => {
      const deliveries = await services.webhooks.deliveryLog(req.viewer, param(req, 'id'), pageFrom(req));
      res.json(deliveries.map(deliveryBody));
    },
  );
}
