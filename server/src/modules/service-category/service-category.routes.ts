import type { Router } from 'express';
import { adminOnly, deleted, listValue, pageFrom, param, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/router';
import type { CreateServiceCategoryInput, ServiceInput } from './service-category.inputs';

/**
 * The JSON body {category, features?, services: [{icon, title, description, features}]}, taking
 * only those fields; a field left out stays unchanged on update.
 */
function categoryValues(body: unknown): Partial<CreateServiceCategoryInput> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' || value === null ? value : undefined);
  const values: Partial<CreateServiceCategoryInput> = {};
  if (source.category !== undefined) values.category = text(source.category) as string;
  if (source.features !== undefined) values.features = listValue(source.features);
  if (source.services !== undefined) {
    const rows = Array.isArray(source.services) ? source.services : [];
    values.services = rows
      .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
      .map((row) => ({
        icon: text(row.icon),
        title: text(row.title),
        description: text(row.description),
        features: listValue(row.features) ?? [],
      })) as ServiceInput[];
  }
  return values;
}

/** /api/services: categories, each with its ordered services (JSON bodies). */
export function registerServiceCategoryRoutes(router: Router, { services }: RestContext): void {
  const categories = services.serviceCategories;
  router.get('/services', async (req, res) => {
    res.json(toRest(await categories.list(pageFrom(req))));
  });
  router.get('/services/:id', async (req, res) => {
    res.json(toRest(await categories.get(param(req, 'id'))));
  });
  router.post('/services', adminOnly, async (req, res) => {
    const created = await categories.create(req.viewer, categoryValues(req.body) as CreateServiceCategoryInput);
    res.status(201).json(toRest(created));
  });
  router.put('/services/:id', adminOnly, async (req, res) => {
    res.json(toRest(await categories.update(req.viewer, param(req, 'id'), categoryValues(req.body))));
  });
  router.delete('/services/:id', adminOnly, async (req, res) => {
    await categories.delete(req.viewer, param(req, 'id'));
    res.json(deleted(categories.entityName));
  });
}
