import type { RequestHandler, Router } from 'express';

/**
 * What a route under /api answers, stated where it is registered (docs/decisions/071-openapi-from-routes.md). The
 * OpenAPI document (/api/openapi.json) is generated from these and from the GraphQL schema, never written beside
 * them; a test fails when a registered route has none, and every REST test's answer is checked against it.
 *
 * Plain data, shaped like an OpenAPI operation, so a later port (ADR 052, Fastify route schemas) can reuse it.
 */

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses), which may name a GraphQL type with `graphqlShape`. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * A GraphQL type in SDL notation ('Founder', '[Founder!]!', 'Int', 'CreateFounderInput'), answered as the REST door
 * answers it (records carry `_id` beside `id`, never `version`), or a JSON Schema for shapes GraphQL does not have.
 */
export type Shape = string | JsonSchema;

export interface RouteDoc {
  /** One line: what the call does. */
  summary: string;
  /**
   * The GraphQL operation this route mirrors, as 'Query.founder' or 'Mutation.createFounder': its return type is the
   * answer and its `input` argument the body, unless `answer` or `body` says otherwise; its description is the call's.
   */
  twin?: `${'Query' | 'Mutation'}.${string}`;
  /** The successful answer's body, when it is not the twin's type. */
  answer?: Shape;
  /** The successful answer's status: 200 unless said (201 for creates). */
  status?: 200 | 201;
  /** The successful answer's media type, when not JSON (the body is then described by `answer` as text). */
  answerType?: string;
  /** The request body (JSON, or multipart text fields under the same names), when not the twin's `input`. */
  body?: Shape;
  /** Query-string parameters, each optional. */
  query?: Record<string, Shape>;
  /** Other answers with shapes of their own, by status (health's 503), instead of the shared error body; same media type. */
  answers?: Record<number, Shape>;
  /** Failure statuses this route answers besides the ones every route of its kind does (see openapi-document.ts). */
  errors?: readonly number[];
  /** A longer explanation, when the summary and the twin's description are not enough. */
  description?: string;
}

/** A documented route as the generator reads it: the Express route object's path and method, and its doc. */
export interface DocumentedRoute {
  method: string;
  path: string;
  doc: RouteDoc;
  tag: string;
}

/** What a module's routes are registered on: Express's methods, each with the route's doc before its handlers. */
export interface DocumentedRouter {
  readonly router: Router;
  readonly tag: string;
  get(path: string, doc: RouteDoc, ...handlers: RequestHandler[]): void;
  post(path: string, doc: RouteDoc, ...handlers: RequestHandler[]): void;
  put(path: string, doc: RouteDoc, ...handlers: RequestHandler[]): void;
  patch(path: string, doc: RouteDoc, ...handlers: RequestHandler[]): void;
  delete(path: string, doc: RouteDoc, ...handlers: RequestHandler[]): void;
}

/** Express's route object (the `route` of a router layer) mapped to its docs by method. */
const docsByRoute = new WeakMap<object, Map<string, { doc: RouteDoc; tag: string }>>();

/** The doc a route registered through `documented()` carries for a method, if any. */
export function routeDocOf(route: object, method: string): { doc: RouteDoc; tag: string } | undefined {
  return docsByRoute.get(route)?.get(method);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A module's routes, tagged (the reference page groups by tag): `documented(router, 'Founders').get(path, doc, ...)`
 * registers `router.get(path, ...)` and keeps the doc on the route Express made; nothing runs per request.
 */
export function documented(router: Router, tag: string): DocumentedRouter {
  const add =
    (method: Method) =>
    (path: string, doc: RouteDoc, ...handlers: RequestHandler[]) => {
      const route = router.route(path);
      route[method](...handlers);
      const docs = docsByRoute.get(route) ?? new Map<string, { doc: RouteDoc; tag: string }>();
      docs.set(method, { doc, tag });
      docsByRoute.set(route, docs);
    };
  return { router, tag, get: add('get'), post: add('post'), put: add('put'), patch: add('patch'), delete: add('delete') };
}

/** A multipart file field as the upload parser takes it. */
export interface FileField {
  name: string;
  maxCount: number;
}

const fileFieldsByHandler = new WeakMap<RequestHandler, FileField[]>();

/** The file fields a route's upload parser takes (the generator makes them the multipart body's binary fields). */
export function fileFieldsOf(handler: unknown): FileField[] | undefined {
  return typeof handler === 'function' ? fileFieldsByHandler.get(handler as RequestHandler) : undefined;
}

/** The upload parser, with each parser it makes remembering its file fields for the document. */
export function withDocumentedFields<P extends (...fields: FileField[]) => RequestHandler>(parser: P): P {
  return ((...fields: FileField[]) => {
    const handler = parser(...fields);
    fileFieldsByHandler.set(handler, fields);
    return handler;
  }) as P;
}

const gatesByHandler = new WeakSet<RequestHandler>();

/** Marks a middleware that refuses anyone but a signed-in admin: the generator adds bearer security, 401 and 403. */
export function asAdminGate(handler: RequestHandler): RequestHandler {
  gatesByHandler.add(handler);
  return handler;
}

export function isAdminGate(handler: unknown): boolean {
  return typeof handler === 'function' && gatesByHandler.has(handler as RequestHandler);
}

/** Names a GraphQL type inside a hand-written JSON Schema; `pick` keeps only these fields (as adminBody does). */
export function graphqlShape(type: string, options: { pick?: string[]; add?: Record<string, Shape> } = {}): JsonSchema {
  return {
    'x-graphql': type,
    ...(options.pick ? { 'x-pick': options.pick } : {}),
    ...(options.add ? { 'x-add': options.add } : {}),
  };
}

/** An object with exactly these properties, all required unless listed in `optional`. */
export function objectShape(properties: Record<string, Shape>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    additionalProperties: false,
  };
}

const restOnly = new Map<string, Record<string, Shape>>();

/**
 * Fields the REST door's records carry beyond their GraphQL type (columns GraphQL does not show), declared by the
 * module's routes so the document says so rather than hiding them: `restOnlyFields('BlogPost', { createdBy: 'ID' })`.
 */
export function restOnlyFields(type: string, fields: Record<string, Shape>): void {
  restOnly.set(type, { ...restOnly.get(type), ...fields });
}

export function restOnlyFieldsOf(type: string): Record<string, Shape> {
  return restOnly.get(type) ?? {};
}

/** `{message}`: what deletes and other calls without a record answer. */
export const MESSAGE: JsonSchema = objectShape({ message: 'String!' });

/** `{success: true, message}`: the auth calls' answer (REST-CONTRACT 'Auth'). */
export const SUCCESS_MESSAGE: JsonSchema = objectShape({ success: { const: true }, message: 'String!' });

/** ?skip= & ?take= (rest-kit pageFrom). */
export const PAGE: Record<string, Shape> = { skip: 'Int', take: 'Int' };
