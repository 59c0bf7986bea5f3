import type { ContentRecord } from '../shared/content-record';
import type { ImageRecordService } from '../shared/image-record-service';
import type { PlainRecordService } from '../shared/plain-record-service';
import { listFieldsOf, type RecordDescriptor } from '@field-rules';
import type { Viewer } from '../shared/viewer';
import { documented, MESSAGE, PAGE, type DocumentedRouter } from '../http/route-docs';
import type { Router } from 'express';
import type { RestContext } from './rest-context';
import { adminOnly, deleted, fileOf, formValues, idsFrom, pageFrom, param, publicGet, sendRecord, toRest } from './rest-kit';

/**
 * PUT <path>/order with {ids: [...]}: saves a manual order in one request (docs/decisions/035-manual-order.md)
 * and answers the named records in their new order. Registered before `<path>/:id` so 'order' is never read as an id.
 * `twin` is the GraphQL mutation that does the same ('Mutation.reorderFounders').
 */
export function registerOrderRoute(
  routes: DocumentedRouter,
  path: string,
  twin: `Mutation.${string}`,
  reorder: (viewer: Viewer, ids: string[]) => Promise<unknown>,
): void {
  routes.put(
    `${path}/order`,
    { summary: 'Saves the manual order: the named records, in this order', twin },
    adminOnly,
    async (req, res) => {
      res.json(toRest(await reorder(req.viewer, idsFrom(req.body))));
    },
  );
}

/**
 * The five routes of a record with one image (REST-CONTRACT 'Shapes shared by every content
 * area'): list, one, create (201, multipart or JSON), update, delete, and the order. The file field is `image`.
 * `type` is the GraphQL type ('TeamMember'); its operations are named as TypeGraphQL's examples name them
 * (teamMembers, teamMember, createTeamMember, updateTeamMember, reorderTeamMembers), and the document is made from them.
 */
export function registerImageRecordRoutes<E extends ContentRecord, I extends object>(
  router: Router,
  context: RestContext,
  path: string,
  service: ImageRecordService<E, I>,
  { type, tag }: { type: string; tag: string },
): void {
  const routes = documented(router, tag);
  const one = type[0].toLowerCase() + type.slice(1);
  const image = context.upload({ name: 'image', maxCount: 1 });
  registerOrderRoute(routes, path, `Mutation.reorder${type}s`, (viewer, ids) => service.reorder(viewer, ids));
  publicGet(routes, context, path, { summary: 'Lists them, in the manual order', twin: `Query.${one}s`, query: PAGE }, (req) =>
    service.list(pageFrom(req)),
  );
  publicGet(routes, context, `${path}/:id`, { summary: 'One, by id', twin: `Query.${one}` }, (req) =>
    service.get(param(req, 'id')),
  );
  routes.post(
    path,
    { summary: 'Creates one', twin: `Mutation.create${type}`, status: 201 },
    adminOnly,
    image,
    async (req, res) => {
      const record = await service.create(req.viewer, formValues(req.body) as I, fileOf(req, 'image'));
      res.status(201).json(toRest(record));
    },
  );
  routes.put(
    `${path}/:id`,
    { summary: 'Changes the fields sent', twin: `Mutation.update${type}` },
    adminOnly,
    image,
    async (req, res) => {
      sendRecord(
        res,
        await service.update(req.viewer, param(req, 'id'), formValues(req.body) as Partial<I>, fileOf(req, 'image')),
      );
    },
  );
  routes.delete(`${path}/:id`, { summary: 'Moves one to the trash', answer: MESSAGE }, adminOnly, async (req, res) => {
    await service.delete(req.viewer, param(req, 'id'));
    res.json(deleted(service.entityName));
  });
}

/**
 * The routes of a record without files (PlainRecordService): list, one, create (201; JSON or multipart text
 * fields), update, delete and the order, named like registerImageRecordRoutes'. Lists are read as the
 * description says (repeated fields, `name[]` or a JSON list).
 */
export function registerPlainRecordRoutes<E extends ContentRecord>(
  router: Router,
  context: RestContext,
  path: string,
  service: PlainRecordService<E>,
  { type, tag, record }: { type: string; tag: string; record: RecordDescriptor },
): void {
  const routes = documented(router, tag);
  const one = type[0].toLowerCase() + type.slice(1);
  const textFields = context.upload();
  const lists = listFieldsOf(record);
  registerOrderRoute(routes, path, `Mutation.reorder${type}s`, (viewer, ids) => service.reorder(viewer, ids));
  publicGet(routes, context, path, { summary: 'Lists them, in the manual order', twin: `Query.${one}s`, query: PAGE }, (req) =>
    service.list(pageFrom(req)),
  );
  publicGet(routes, context, `${path}/:id`, { summary: 'One, by id', twin: `Query.${one}` }, (req) =>
    service.get(param(req, 'id')),
  );
  routes.post(
    path,
    { summary: 'Creates one', twin: `Mutation.create${type}`, status: 201 },
    adminOnly,
    textFields,
    async (req, res) => {
      res.status(201).json(toRest(await service.create(req.viewer, formValues(req.body, lists))));
    },
  );
  routes.put(
    `${path}/:id`,
    { summary: 'Changes the fields sent', twin: `Mutation.update${type}` },
    adminOnly,
    textFields,
    async (req, res) => {
      sendRecord(res, await service.update(req.viewer, param(req, 'id'), formValues(req.body, lists)));
    },
  );
  routes.delete(`${path}/:id`, { summary: 'Moves one to the trash', answer: MESSAGE }, adminOnly, async (req, res) => {
    await service.delete(req.viewer, param(req, 'id'));
    res.json(deleted(service.entityName));
  });
}
