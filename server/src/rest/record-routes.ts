import type { ContentRecord } from '../shared/content-record';
import type { ImageRecordService } from '../shared/image-record-service';
import type { PlainRecordService } from '../shared/plain-record-service';
import type { RecordService } from '../shared/record-service';
import { listFieldsOf, type RecordDescriptor } from '@field-rules';
import type { Viewer } from '../shared/viewer';
import { documented, MESSAGE, PAGE, type DocumentedRouter } from '../http/route-docs';
import type { Request, RequestHandler, Router } from 'express';
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
 * What a record's create and update read from the request and send to its service: `body` parses the request
 * (multipart with the file field, or text fields only; JSON passes through), then `create` or `update` writes.
 */
interface RecordWrites<E> {
  body: RequestHandler;
  create: (req: Request) => Promise<E>;
  update: (req: Request, id: string) => Promise<E>;
}

/**
 * The routes every record of this file has (REST-CONTRACT 'Shapes shared by every content area'), in this
 * order: the order, list, one, create (201), update and delete. `type` is the GraphQL type ('TeamMember'); its
 * operations are named as TypeGraphQL's examples name them (teamMembers, teamMember, createTeamMember,
 * updateTeamMember, reorderTeamMembers), and the document is made from them.
 */
function registerRecordRoutes<E extends ContentRecord>(
  router: Router,
  context: RestContext,
  path: string,
  service: RecordService<E>,
  { type, tag }: { type: string; tag: string },
  writes: RecordWrites<E>,
): void {
  const routes = documented(router, tag);
  const one = type[0].toLowerCase() + type.slice(1);
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
    writes.body,
    async (req, res) => {
      const record = await writes.create(req);
      res.status(201).json(toRest(record));
    },
  );
  routes.put(
    `${path}/:id`,
    { summary: 'Changes the fields sent', twin: `Mutation.update${type}` },
    adminOnly,
    writes.body,
    async (req, res) => {
      sendRecord(res, await writes.update(req, param(req, 'id')));
    },
  );
  routes.delete(`${path}/:id`, { summary: 'Moves one to the trash', answer: MESSAGE }, adminOnly, async (req, res) => {
    await service.delete(req.viewer, param(req, 'id'));
    res.json(deleted(service.entityName));
  });
}

/**
 * The routes of a record with one image (registerRecordRoutes): create (multipart or JSON) and update take the
 * file field `image`.
 */
export function registerImageRecordRoutes<E extends ContentRecord, I extends object>(
  router: Router,
  context: RestContext,
  path: string,
  service: ImageRecordService<E, I>,
  names: { type: string; tag: string },
): void {
  registerRecordRoutes(router, context, path, service, names, {
    body: context.upload({ name: 'image', maxCount: 1 }),
    create: (req) => service.create(req.viewer, formValues(req.body) as I, fileOf(req, 'image')),
    update: (req, id) => service.update(req.viewer, id, formValues(req.body) as Partial<I>, fileOf(req, 'image')),
  });
}

/**
 * The routes of a record without files (PlainRecordService; registerRecordRoutes): create and update take JSON
 * or multipart text fields. Lists are read as the description says (repeated fields, `name[]` or a JSON list).
 */
export function registerPlainRecordRoutes<E extends ContentRecord>(
  router: Router,
  context: RestContext,
  path: string,
  service: PlainRecordService<E>,
  { record, ...names }: { type: string; tag: string; record: RecordDescriptor },
): void {
  const lists = listFieldsOf(record);
  registerRecordRoutes(router, context, path, service, names, {
    body: context.upload(),
    create: (req) => service.create(req.viewer, formValues(req.body, lists)),
    update: (req, id) => service.update(req.viewer, id, formValues(req.body, lists)),
  });
}
