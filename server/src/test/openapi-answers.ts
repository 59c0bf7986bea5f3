import type { Server } from 'node:http';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocuments } from '../rest/openapi/openapi-document';

/**
 * Every answer a server test receives from /api is checked against the app's own OpenAPI document
 * (/api/openapi.json, docs/decisions/071-openapi-from-routes.md): its status must be one the route declares, its
 * media type the declared one, and a JSON body must match the declared schema. A mismatch fails the request (and so
 * the test) with the route, the status and ajv's errors. Installed for every server test file (jest.config.ts).
 */

type Document = Record<string, any>;

interface Checker {
  ajv: Ajv2020;
  paths: Array<{ path: string; pattern: RegExp; literals: number }>;
  validators: Map<string, ValidateFunction>;
}

const checkers = new WeakMap<Document, Checker>();

function checkerOf(document: Document): Checker {
  let checker = checkers.get(document);
  if (!checker) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    const paths = Object.keys(document.paths as object).map((path) => {
      const segments = path.split('/').filter(Boolean);
      const source = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment))).join('/');
      return { path, pattern: new RegExp(`^/${source}/?$`, 'i'), literals: segments.filter((s) => !s.startsWith('{')).length };
    });
    // Literal segments first, as Express's route order puts /products/order before /products/:id.
    paths.sort((a, b) => b.literals - a.literals);
    checker = { ajv, paths, validators: new Map() };
    checkers.set(document, checker);
  }
  return checker;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A JSON pointer's segment. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

/**
 * Why an answer to `method url` does not match the document, or undefined when it does. `url` is the path under
 * the server (with /api), a query string allowed.
 */
export function answerProblem(document: Document, method: string, url: string, answer: Answer): string | undefined {
  const checker = checkerOf(document);
  const requestPath = url.split('?', 1)[0].replace(/^\/api/i, '') || '/';
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const found = checker.paths.find(({ pattern, path }) => pattern.test(requestPath) && document.paths[path][verb]);
  const call = `${method.toUpperCase()} ${url}`;
  if (!found) {
    // Not a route: the door's own 404 (or a 400 for a refused URL), in the error shape.
    if (answer.status < 400) return `${call} answered ${answer.status}, but the OpenAPI document has no such route`;
    const body = parsedBody(answer);
    if (body === UNREADABLE) return undefined;
    return check(checker, '#/components/schemas/Problem', { ...answer, body }, `${call} (no such route) ${answer.status}`);
  }
  const route = `${verb.toUpperCase()} ${found.path}`;
  const responses = document.paths[found.path][verb].responses as Record<string, { $ref?: string; content?: object }>;
  let base = `#/paths/${pointer(found.path)}/${verb}/responses/${answer.status}`;
  let response = responses[answer.status];
  if (!response) {
    const declared = Object.keys(responses).join(', ');
    return `${call} answered ${answer.status}, which ${route} does not declare (it declares ${declared}): ${excerpt(answer)}`;
  }
  if (response.$ref) {
    base = response.$ref;
    response = resolve(document, response.$ref);
  }
  const mediaTypes = Object.keys(response.content ?? {});
  if (method.toUpperCase() === 'HEAD' || answer.status === 304) return undefined;
  if (!mediaTypes.length) {
    return answer.text ? `${call} answered ${answer.status} with a body, where ${route} declares none` : undefined;
  }
  const contentType = String(answer.headers['content-type'] ?? '')
    .split(';', 1)[0]
    .trim();
  if (!mediaTypes.includes(contentType)) {
    return `${call} answered ${answer.status} as '${contentType}', where ${route} declares ${mediaTypes.join(' or ')}`;
  }
  if (contentType !== 'application/json') return undefined;
  const body = parsedBody(answer);
  if (body === UNREADABLE) return undefined;
  return check(checker, `${base}/content/application~1json/schema`, { ...answer, body }, `${call} → ${route} ${answer.status}`);
}

const UNREADABLE = Symbol('unreadable');

/**
 * The JSON body. A test that reads the raw bytes (its own parser, to look at the compression) gets a Buffer: parsed
 * here; still compressed, it cannot be read, and only its status and media type are checked.
 */
function parsedBody(answer: Answer): unknown {
  if (!Buffer.isBuffer(answer.body)) return answer.body;
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return UNREADABLE;
  }
}

function check(checker: Checker, ref: string, answer: Answer, where: string): string | undefined {
  let validate = checker.validators.get(ref);
  if (!validate) {
    validate = checker.ajv.compile({ $ref: `openapi.json${ref}` });
    checker.validators.set(ref, validate);
  }
  if (validate(answer.body)) return undefined;
  return `${where}: the answer does not match the OpenAPI document (${ref}):\n${errorsText(validate.errors)}\nbody: ${excerpt(answer)}`;
}

function errorsText(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 10)
    .map((error) => `  ${error.instancePath || '(body)'} ${error.message}${paramsText(error.params)}`)
    .join('\n');
}

function paramsText(params: Record<string, unknown>): string {
  const interesting = ['additionalProperty', 'missingProperty', 'allowedValue', 'allowedValues', 'type'];
  const shown = interesting.filter((key) => params[key] !== undefined).map((key) => `${key}: ${JSON.stringify(params[key])}`);
  return shown.length ? ` (${shown.join(', ')})` : '';
}

function excerpt(answer: Answer): string {
  const text = answer.text ?? JSON.stringify(answer.body);
  return text && text.length > 400 ? `${text.slice(0, 400)}…` : String(text);
}

function resolve(document: Document, ref: string): any {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, segment) => node?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

/** The OpenAPI document of the app a server serves: createApp's listener, or an Express app holding a REST router. */
export function documentOfServer(server: unknown): Document | undefined {
  const listener = (server as Server | undefined)?.listeners?.('request')[0] as
    { router?: { stack: Array<{ handle: unknown }> } } | undefined;
  const own = listener && openApiDocuments.get(listener);
  if (own) return own().document;
  for (const layer of listener?.router?.stack ?? []) {
    const document = openApiDocuments.get(layer.handle as object);
    if (document) return document().document;
  }
  return undefined;
}

/** Paths whose answers are not checked: the document itself (the OpenAPI validator checks it). */
const UNCHECKED = /^\/api\/openapi\.json(\?|$)/i;

/**
 * Wraps supertest's `assert`, which every request made with `request(app)` (and TestApp's `http()`) ends in: after
 * the test's own expectations pass, the answer is checked against the document.
 */
export function checkAnswersOfSupertest(Test: { prototype: any }): void {
  const original = Test.prototype.assert as (resError: unknown, res: any, fn?: (...args: unknown[]) => void) => void;
  if ((original as { openApiChecked?: boolean }).openApiChecked) return;
  const assert = function (this: any, resError: unknown, res: any, fn?: (...args: unknown[]) => void) {
    original.call(this, resError, res, function (this: unknown, error: unknown, response: any) {
      let problem: string | undefined;
      if (!error && response) problem = problemOfRequest(this as any, response);
      fn?.call(this, problem ? new Error(problem) : error, response);
    });
  };
  (assert as { openApiChecked?: boolean }).openApiChecked = true;
  Test.prototype.assert = assert;
}

function problemOfRequest(test: { app: unknown; method: string; url: string }, res: any): string | undefined {
  if (test.method === 'OPTIONS' || typeof test.url !== 'string') return undefined;
  const { pathname, search } = new URL(test.url);
  if (!/^\/api(\/|$)/i.test(pathname) || UNCHECKED.test(pathname)) return undefined;
  const document = documentOfServer(test.app);
  if (!document) return undefined;
  return answerProblem(document, test.method, pathname + search, {
    status: res.status,
    headers: res.headers,
    body: res.body,
    text: res.text,
  });
}
