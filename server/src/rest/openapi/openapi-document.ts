import type { Router } from 'express';
import { isInputObjectType, isNonNullType, isScalarType, getNamedType, type GraphQLSchema } from 'graphql';
import { fileFieldsOf, isAdminGate, routeDocOf, type DocumentedRoute, type JsonSchema, type Shape } from '../../http/route-docs';
import { GraphQLShapes } from './graphql-shapes';

/** Each REST router's document, built on first use: the test helper checks every answer of that app against it. */
export const openApiDocuments = new WeakMap<object, () => OpenApiBuild & { sources: RouteSource[] }>();

/** A router whose routes answer under /api + prefix ('' for the REST router, '/health' for the probes). */
export interface RouteSource {
  prefix: string;
  router: Router;
}

/** A route as Express holds it, documented or not. */
export interface RegisteredRoute {
  method: string;
  /** The OpenAPI path under /api: '/founders/{id}'. */
  path: string;
  documented?: DocumentedRoute;
  handlers: unknown[];
}

interface ExpressRoute {
  path: string;
  methods: Record<string, boolean>;
  stack: Array<{ handle: unknown; method?: string }>;
}

/** Every route the routers hold, in their order: what the document must cover (walked from Express itself). */
export function registeredRoutes(sources: RouteSource[]): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const { prefix, router } of sources) {
    for (const layer of router.stack as Array<{ route?: ExpressRoute }>) {
      const route = layer.route;
      if (!route) continue;
      for (const method of Object.keys(route.methods).filter((name) => name !== '_all')) {
        const found = routeDocOf(route, method);
        routes.push({
          method,
          path: openApiPath(prefix + route.path),
          documented: found && { method, path: prefix + route.path, ...found },
          handlers: route.stack.filter((handler) => !handler.method || handler.method === method).map((h) => h.handle),
        });
      }
    }
  }
  return routes;
}

/** Express's '/products/:id/screenshots/:index' as OpenAPI's '/products/{id}/screenshots/{index}'. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Refused input: `message` is the first problem, `errors` maps fields to theirs.' },
  401: { name: 'Unauthorized', description: 'No token, or a token that is invalid, expired or revoked.' },
  403: {
    name: 'Forbidden',
    description: "The signed-in role may not do this, or a cross-site write (an Origin we don't serve).",
  },
  404: { name: 'NotFound', description: 'No such record (also for an id that is not a valid id).' },
  409: { name: 'Conflict', description: 'The change conflicts with the current state.' },
  412: {
    name: 'PreconditionFailed',
    description: 'If-Match named an older version: someone saved the record since (`changedBy`, `changedAt`, `version`).',
  },
  413: { name: 'PayloadTooLarge', description: 'A file over the upload limit, or a JSON body over 1 MB.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts too fast; Retry-After says when to try again.' },
  500: { name: 'InternalError', description: 'A fault of ours; the server log quotes `requestId`.' },
  503: { name: 'ServiceUnavailable', description: 'The database is unreachable or busy; try again shortly.' },
};

/** The REST door's error body (http/rest-error-body.ts). */
const PROBLEM: JsonSchema = {
  type: 'object',
  description: 'A failed call: `success: false`, the message, and the request id the server log quotes.',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name to message.' },
    requestId: { type: 'string' },
    twoFactorRequired: { const: true, description: 'Sign-in only: ask for a two-factor code and send it with the rest.' },
    deviceCodeRequired: { const: true, description: 'Sign-in only: a code was emailed for this new device.' },
    codeSent: { type: 'boolean', description: 'Sign-in only: whether that email went out.' },
  },
  required: ['success', 'message', 'requestId'],
  additionalProperties: false,
};

/** 412's body: the problem, with who saved the record, when, and its version now. */
const VERSION_CONFLICT: JsonSchema = {
  ...PROBLEM,
  description: 'The save was refused: someone else saved the record after it was loaded.',
  properties: {
    ...(PROBLEM.properties as JsonSchema),
    changedBy: { type: 'string' },
    changedAt: { type: 'string' },
    version: { type: 'string' },
  },
  required: [...(PROBLEM.required as string[]), 'changedBy', 'changedAt', 'version'],
};

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

export interface OpenApiBuild {
  document: JsonSchema;
  /** Registered routes without a doc ('GET /x'): the coverage test fails on any. */
  undocumented: string[];
}

/** The OpenAPI 3.1 document of /api, from the routes' docs and the GraphQL schema. */
export function buildOpenApiDocument(sources: RouteSource[], schema: GraphQLSchema, version: string): OpenApiBuild {
  const shapes = new GraphQLShapes(schema);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const undocumented: string[] = [];
  const tags = new Set<string>();
  for (const route of registeredRoutes(sources)) {
    if (!route.documented) {
      undocumented.push(`${route.method.toUpperCase()} ${route.path}`);
      continue;
    }
    tags.add(route.documented.tag);
    paths[route.path] ??= {};
    paths[route.path][route.method] = operationOf(route, route.documented, shapes);
  }
  const schemas: Record<string, JsonSchema> = { Problem: PROBLEM, VersionConflict: VERSION_CONFLICT, ...shapes.components };
  const responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
      name,
      {
        description,
        content: {
          'application/json': { schema: { $ref: `#/components/schemas/${status === '412' ? 'VersionConflict' : 'Problem'}` } },
        },
      },
    ]),
  );
  const document: JsonSchema = {
    openapi: '3.1.1',
    info: {
      title: 'Company website REST API',
      version,
      description:
        'The REST door under /api: the same services as the GraphQL API at /graphql. Lists are bare arrays, records ' +
        'carry `_id` beside `id`, creates answer 201, failures `{success: false, message}`. Generated from the route ' +
        'declarations (docs/decisions/071-openapi-from-routes.md).',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '/api' }],
    tags: [...tags].map((name) => ({ name })),
    paths: sortedByKey(paths),
    components: {
      schemas: sortedByKey(schemas),
      responses,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `token` of POST /admin/login, as `Authorization: Bearer <token>`.',
        },
      },
    },
  };
  return { document, undocumented };
}

function operationOf(route: RegisteredRoute, { doc, tag }: DocumentedRoute, shapes: GraphQLShapes): JsonSchema {
  const twin = doc.twin ? shapes.operation(doc.twin) : undefined;
  const where = `${route.method.toUpperCase()} ${route.path}`;
  const adminOnly = route.handlers.some(isAdminGate);
  const fileFields = route.handlers.map(fileFieldsOf).find(Boolean);
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

  const answer: Shape | undefined = doc.answer ?? (twin ? String(twin.type) : undefined);
  if (answer === undefined) throw new Error(`OpenAPI: ${where} says neither its answer nor its GraphQL twin`);
  const status = doc.status ?? 200;
  const mediaType = doc.answerType ?? 'application/json';

  const responses: Record<string, JsonSchema> = {
    [status]: { description: doc.summary, content: { [mediaType]: { schema: shapes.shape(answer) } } },
  };
  for (const [code, shape] of Object.entries(doc.answers ?? {})) {
    responses[code] = {
      description: ERROR_RESPONSES[Number(code)]?.description ?? doc.summary,
      content: { [mediaType]: { schema: shapes.shape(shape) } },
    };
  }
  const errors = new Set<number>([400, 500, 503, ...(doc.errors ?? [])]);
  if (adminOnly) [401, 403].forEach((code) => errors.add(code));
  if (pathParams.length) errors.add(404);
  if (WRITES.has(route.method)) [403, 413].forEach((code) => errors.add(code));
  const preconditioned = (route.method === 'put' || route.method === 'patch') && pathParams.includes('id');
  if (preconditioned) errors.add(412);
  for (const code of [...errors].sort()) {
    responses[code] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[code].name}` };
  }
  if (route.method === 'get' && !adminOnly) {
    responses[304] = { description: 'Not modified: If-None-Match named the current ETag.' };
  }

  const parameters: JsonSchema[] = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(doc.query ?? {}).map(([name, shape]) => ({
      name,
      in: 'query',
      required: false,
      schema: shapes.shape(shape),
    })),
  ];
  if (preconditioned || (doc.errors ?? []).includes(412)) {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description: 'The ETag (`"<version>"`) of the record as loaded; a save over a newer version answers 412.',
      schema: { type: 'string' },
    });
  }

  const body = doc.body ?? (twin && route.method !== 'get' ? bodyOfTwin(twin, pathParams) : undefined);
  const operation: JsonSchema = {
    tags: [tag],
    summary: doc.summary,
    ...(doc.description || twin?.description ? { description: doc.description ?? twin?.description } : {}),
    operationId: operationId(route.method, route.path),
    ...(parameters.length ? { parameters } : {}),
  };
  if (body !== undefined || fileFields?.length) {
    const bodySchema = body === undefined ? { type: 'object' } : shapes.shape(body);
    const content: JsonSchema = { 'application/json': { schema: bodySchema } };
    if (fileFields) {
      const files = Object.fromEntries(
        fileFields.map(({ name, maxCount }) => {
          const file = { type: 'string', format: 'binary' };
          return [name, maxCount > 1 ? { type: 'array', items: file, maxItems: maxCount } : file];
        }),
      );
      content['multipart/form-data'] = {
        schema: fileFields.length ? { allOf: [bodySchema], properties: files } : bodySchema,
      };
    }
    operation.requestBody = { required: false, content };
  }
  operation.responses = responses;
  if (adminOnly) operation.security = [{ bearer: [] }];
  return operation;
}

/** A mutation's body: its `input` argument's type, else its other arguments (login's username, password...). */
function bodyOfTwin(twin: ReturnType<GraphQLShapes['operation']>, pathParams: string[]): Shape | undefined {
  const input = twin.args.find((arg) => arg.name === 'input' && isInputObjectType(getNamedType(arg.type)));
  if (input) return `${getNamedType(input.type).name}!`;
  const args = twin.args.filter(
    (arg) =>
      !pathParams.includes(arg.name) &&
      arg.name !== 'expectedVersion' &&
      !(isScalarType(getNamedType(arg.type)) && getNamedType(arg.type).name === 'Upload'),
  );
  if (!args.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(args.map((arg) => [arg.name, String(arg.type)])),
    required: args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined).map((arg) => arg.name),
  };
}

function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .join('-')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [method, ...words].map((word, index) => (index ? word[0].toUpperCase() + word.slice(1) : word)).join('');
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
