import type { Router } from 'express';
import { registerOrderRoute } from '../../rest/record-routes';
import {
  adminOnly,
  deleted,
  idsFrom,
  listValue,
  pageFrom,
  param,
  publicGet,
  textValue,
  sendRecord,
  toRest,
} from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, MESSAGE, PAGE, restOnlyFields } from '../../http/route-docs';
import type { CreateServiceCategoryInput, ServiceInput } from './service-category.inputs';

/**
 * The body {category, features?, services: [{icon, title, description, features}]}, taking only
 * those fields; a field left out stays unchanged on update. JSON, or multipart text with the same
 * names (`services` JSON-encoded, `features` repeated or JSON-encoded). Text may come as a number
 * or boolean (read as text, like every other form value); objects where text or a list belongs
 * are dropped, never stored as '[object Object]'.
 */
function categoryValues(body: unknown): Partial<CreateServiceCategoryInput> {
  const source = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const values: Partial<CreateServiceCategoryInput> = {};
  if (source.category !== undefined) values.category = textValue(source.category) as string;
  if (source.features !== undefined) values.features = listValue(source.features);
  if (source.services !== undefined) {
    values.services = rowsOf(source.services)
      .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object' && !Array.isArray(row))
      .map((row) => ({
        icon: textValue(row.icon),
        title: textValue(row.title),
        description: textValue(row.description),
        features: listValue(row.features) ?? [],
      })) as ServiceInput[];
  }
  return values;
}

/** The services list, also JSON-encoded in one text field (multipart); anything else is no rows. */
function rowsOf(value: unknown): unknown[] {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

// A service's own column naming its category: REST's nested records carry it, GraphQL's Service does not.
restOnlyFields('Service', { categoryId: { type: 'string', description: 'The id of its category (REST only).' } });

/**
 * /api/services: categories, each with its ordered services (JSON or multipart text bodies);
 * PUT /api/services/order and /api/services/:id/services/order {ids} save the manual orders.
 */
export function registerServiceCategoryRoutes(router: Router, context: RestContext): void {
  const { services, upload } = context;
  const categories = services.serviceCategories;
  /** Multipart text only: any file is an unexpected field (400). */
  const form = upload();
  const routes = documented(router, 'Services');
  registerOrderRoute(routes, '/services', 'Mutation.reorderServiceCategories', (viewer, ids) => categories.reorder(viewer, ids));
  /** The order of one category's services; answers the category. */
  const order = {
    summary: "Saves the order of one category's services",
    twin: 'Mutation.reorderServices',
    body: { type: 'object', properties: { ids: '[ID!]!' }, required: ['ids'] },
  } as const;
  routes.put('/services/:id/services/order', order, adminOnly, async (req, res) => {
    res.json(toRest(await categories.reorderServices(req.viewer, param(req, 'id'), idsFrom(req.body))));
  });
  const list = { summary: 'The categories, each with its services', twin: 'Query.serviceCategories', query: PAGE } as const;
  publicGet(routes, context, '/services', list, (req) => categories.list(pageFrom(req)));
  publicGet(routes, context, '/services/:id', { summary: 'One category, by id', twin: 'Query.serviceCategory' }, (req) =>
    categories.get(param(req, 'id')),
  );
  const create = {
    summary: 'Creates a category with its services',
    twin: 'Mutation.createServiceCategory',
    status: 201,
  } as const;
  routes.post('/services', create, adminOnly, form, async (req, res) => {
    const created = await categories.create(req.viewer, categoryValues(req.body) as CreateServiceCategoryInput);
    res.status(201).json(toRest(created));
  });
  routes.put(
    '/services/:id',
    { summary: 'Changes the fields sent', twin: 'Mutation.updateServiceCategory' },
    adminOnly,
    form,
    async (req, res) => {
      sendRecord(res, await categories.update(req.viewer, param(req, 'id'), categoryValues(req.body)));
    },
  );
  routes.delete('/services/:id', { summary: 'Moves a category to the trash', answer: MESSAGE }, adminOnly, async (req, res) => {
    await categories.delete(req.viewer, param(req, 'id'));
    res.json(deleted(categories.entityName));
  });
}
