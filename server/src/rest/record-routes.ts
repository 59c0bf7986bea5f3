import type { Router } from 'express';
import type { BaseRecord } from '../shared/base-record';
import type { ImageRecordService } from '../shared/image-record-service';
import type { RestContext } from './router';
import { adminOnly, deleted, fileOf, formValues, pageFrom, param, toRest } from './rest-kit';

/**
 * The five routes of a record with one image (REST-CONTRACT 'Shapes shared by every content
 * area'): list, one, create (201, multipart or JSON), update, delete. The file field is `image`.
 */
export function registerImageRecordRoutes<E extends BaseRecord, I extends object>(
  router: Router,
  { upload }: RestContext,
  path: string,
  service: ImageRecordService<E, I>,
): void {
  const image = upload({ name: 'image', maxCount: 1 });
  router.get(path, async (req, res) => {
    res.json(toRest(await service.list(pageFrom(req))));
  });
  router.get(`${path}/:id`, async (req, res) => {
    res.json(toRest(await service.get(param(req, 'id'))));
  });
  router.post(path, adminOnly, image, async (req, res) => {
    const record = await service.create(req.viewer, formValues(req.body) as I, fileOf(req, 'image'));
    res.status(201).json(toRest(record));
  });
  router.put(`${path}/:id`, adminOnly, image, async (req, res) => {
    res.json(toRest(await service.update(req.viewer, param(req, 'id'), formValues(req.body) as Partial<I>, fileOf(req, 'image'))));
  });
  router.delete(`${path}/:id`, adminOnly, async (req, res) => {
    await service.delete(req.viewer, param(req, 'id'));
    res.json(deleted(service.entityName));
  });
}
