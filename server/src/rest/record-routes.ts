import type { Router } from 'express';
import type { ContentRecord } from '../shared/content-record';
import type { ImageRecordService } from '../shared/image-record-service';
import type { Viewer } from '../shared/viewer';
import type { RestContext } from './rest-context';
import { adminOnly, deleted, fileOf, formValues, idsFrom, pageFrom, param, publicGet, sendRecord, toRest } from './rest-kit';

/**
 * PUT <path>/order with {ids: [...]}: saves a manual order in one request (docs/decisions/035-manual-order.md)
 * and answers the named records in their new order. Registered before `<path>/:id` so 'order' is never read as an id.
 */
export function registerOrderRoute(
  router: Router,
  path: string,
  reorder: (viewer: Viewer, ids: string[]) => Promise<unknown>,
): void {
  router.put(`${path}/order`, adminOnly, async (req, res) => {
    res.json(toRest(await reorder(req.viewer, idsFrom(req.body))));
  });
}

/**
 * The five routes of a record with one image (REST-CONTRACT 'Shapes shared by every content
 * area'): list, one, create (201, multipart or JSON), update, delete, and the order. The file field is `image`.
 */
export function registerImageRecordRoutes<E extends ContentRecord, I extends object>(
  router: Router,
  context: RestContext,
  path: string,
  service: ImageRecordService<E, I>,
): void {
  const image = context.upload({ name: 'image', maxCount: 1 });
  registerOrderRoute(router, path, (viewer, ids) => service.reorder(viewer, ids));
  publicGet(router, context, path, (req) => service.list(pageFrom(req)));
  publicGet(router, context, `${path}/:id`, (req) => service.get(param(req, 'id')));
  router.post(path, adminOnly, image, async (req, res) => {
    const record = await service.create(req.viewer, formValues(req.body) as I, fileOf(req, 'image'));
    res.status(201).json(toRest(record));
  });
  router.put(`${path}/:id`, adminOnly, image, async (req, res) => {
    sendRecord(res, await service.update(req.viewer, param(req, 'id'), formValues(req.body) as Partial<I>, fileOf(req, 'image')));
  });
  router.delete(`${path}/:id`, adminOnly, async (req, res) => {
    await service.delete(req.viewer, param(req, 'id'));
    res.json(deleted(service.entityName));
  });
}
