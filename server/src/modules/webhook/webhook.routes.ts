import type { Router } from 'express';
import { adminOnly, booleanValue, listValue, pageFrom, param, textValue } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
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
  router.get('/admin/webhooks', adminOnly, async (req, res) => {
    res.json((await services.webhooks.list(req.viewer)).map(endpointBody));
  });
  router.post('/admin/webhooks', adminOnly, async (req, res) => {
    res.status(201).json(withSecret(await services.webhooks.create(req.viewer, endpointValues(req.body))));
  });
  router.post('/admin/webhooks/deliveries/:id/redeliver', adminOnly, async (req, res) => {
    res.status(201).json(deliveryBody(await services.webhooks.redeliver(req.viewer, param(req, 'id'))));
  });
  router.get('/admin/webhooks/:id', adminOnly, async (req, res) => {
    res.json(endpointBody(await services.webhooks.get(req.viewer, param(req, 'id'))));
  });
  router.put('/admin/webhooks/:id', adminOnly, async (req, res) => {
    res.json(endpointBody(await services.webhooks.update(req.viewer, param(req, 'id'), endpointValues(req.body))));
  });
  router.delete('/admin/webhooks/:id', adminOnly, async (req, res) => {
    res.json(endpointBody(await services.webhooks.delete(req.viewer, param(req, 'id'))));
  });
  router.post('/admin/webhooks/:id/roll-secret', adminOnly, async (req, res) => {
    res.json(withSecret(await services.webhooks.rollSecret(req.viewer, param(req, 'id'))));
  });
  router.post('/admin/webhooks/:id/test', adminOnly, async (req, res) => {
    res.status(201).json(deliveryBody(await services.webhooks.sendTest(req.viewer, param(req, 'id'))));
  });
  router.get('/admin/webhooks/:id/deliveries', adminOnly, async (req, res) => {
    const deliveries = await services.webhooks.deliveryLog(req.viewer, param(req, 'id'), pageFrom(req));
    res.json(deliveries.map(deliveryBody));
  });
}
