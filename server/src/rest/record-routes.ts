import type { Router } from 'express';
import type { IncomingFile } from '../shared/images';
import type { PaginationArgs } from '../shared/pagination';
import type { Viewer } from '../shared/viewer';
import type { RestContext } from './router';
import { adminOnly, deleted, fileOf, formValues, pageFrom, param, toRest } from './rest-kit';

/** The service shape of a record with one image: founders, team members, partners. */
export interface ImageRecordService {
  readonly entityName: string;
  list(page?: PaginationArgs): Promise<object[]>;
  get(id: string): Promise<object>;
  create(viewer: Viewer, values: never, file: IncomingFile | undefined): Promise<object>;
  update(viewer: Viewer, id: string, values: never, file?: IncomingFile): Promise<object>;
  delete(viewer: Viewer, id: string): Promise<object>;
}

/**
 * The five routes of a record with one image (REST-CONTRACT 'Shapes shared by every content
 * area'): list, one, create (201, multipart or JSON), update, delete. The file field is `image`.
 */
export function registerImageRecordRoutes(
  router: Router,
  { upload }: RestContext,
  path: string,
  service: ImageRecordService,
): void {
  const image = upload({ name: 'image', maxCount: 1 });
  router.get(path, async (req, res) => {
    res.json(toRest(await service.list(pageFrom(req))));
  });
  router.get(`${path}/:id`, async (req, res) => {
    res.json(toRest(await service.get(param(req, 'id'))));
  });
  router.post(path, adminOnly, image, async (req, res) => {
    const record = await service.create(req.viewer, formValues(req.body) as never, fileOf(req, 'image'));
    res.status(201).json(toRest(record));
  });
  router.put(`${path}/:id`, adminOnly, image, async (req, res) => {
    res.json(toRest(await service.update(req.viewer, param(req, 'id'), formValues(req.body) as never, fileOf(req, 'image'))));
  });
  router.delete(`${path}/:id`, adminOnly, async (req, res) => {
    await service.delete(req.viewer, param(req, 'id'));
    res.json(deleted(service.entityName));
  });
}
