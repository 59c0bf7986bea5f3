/**
 * Generated hostile requests for every REST route and every GraphQL argument: strings with NUL,
 * lone surrogates and invalid UTF-8 bytes, huge numbers, wrong types, deep JSON, broken bodies,
 * odd file names and tokens. Shared by server/src/http/input-guards.test.ts (about 1,000) and
 * bench/security/fuzz.ts (10,000 against the built server). Seeded, so a failure can be replayed.
 * Loopback only: requests go to the base URL the caller gives.
 */
import http from 'node:http';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export interface FuzzRequest {
  /** What was fuzzed, for reports: 'POST /api/products/:id (multipart)'. */
  label: string;
  method: string;
  /** Already encoded (it may carry raw bytes as latin1 characters on purpose). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the admin's token (unless the case brings its own Authorization). */
  asAdmin: boolean;
}

export interface FuzzTargets {
  /** schema.graphql's text: every query and mutation argument is fuzzed from it. */
  schemaSdl: string;
  /** Ids and slugs of real records, so some requests reach past the lookups. */
  knownIds?: string[];
  knownSlugs?: string[];
}

export interface FuzzResponse {
  status: number;
  body: string;
}

/** Signs in a response body that something internal escaped (checked on every fuzzed response). */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\bat (?:async )?[\w$.<>[\] ]+ \(|\bat \/|\bat node:|\.(?:js|ts|mjs):\d+:\d+/],
  // A drive letter and a backslash, but not a (JSON-escaped) \u0001 after an echoed "Z:" in the caller's own input.
  ['absolute path', /\/work\/|\/home\/|\/usr\/|\/tmp\/|\b[A-Z]:(?!\\+u[0-9a-fA-F]{4})\\/],
  ['node_modules', /node_modules/],
  // GraphQL's own "Syntax Error: ..." for a malformed document is the protocol's answer, not a leak.
  ['error class', /(?<!Syntax )\b\w*Error:/],
  ['SQL', /\b(?:SELECT|INSERT INTO|UPDATE "|DELETE FROM)\b|QueryFailedError|violates .* constraint|relation "/],
];

/** The name of the first sign of a leak in a body, or undefined. */
export function leakIn(body: string): string | undefined {
  return LEAKS.find(([, pattern]) => pattern.test(body))?.[0];
}

/** mulberry32: small, fast, seedable (the fuzzer's, and bench:embedded-load's readers'). */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Fuzzer {
  constructor(
    readonly random: () => number,
    readonly targets: FuzzTargets,
  ) {}

  int(max: number): number {
    return Math.floor(this.random() * max);
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** Text a person or an attacker might send, a third of it carrying a NUL or a lone surrogate. */
  string(): string {
    if (this.chance(0.35)) return this.pick(NASTY_STRINGS);
    const length = this.chance(0.05) ? 2000 + this.int(8000) : this.int(40);
    let text = '';
    for (let i = 0; i < length; i += 1) text += this.pick(CHARACTER_POOL);
    if (this.chance(0.3)) {
      const at = this.int(text.length + 1);
      text = text.slice(0, at) + this.pick(['\u0000', '\ud800', '\udfff', '\ud83d', '\u0000\u0000']) + text.slice(at);
    }
    return text;
  }

  number(): number {
    return this.pick(NUMBERS);
  }

  /** Any JSON value, the wrong type as often as not. */
  value(depth = 0): unknown {
    const kind = this.int(depth > 2 ? 4 : 7);
    if (kind === 0) return this.string();
    if (kind === 1) return this.number();
    if (kind === 2) return this.pick([true, false, null]);
    if (kind === 3) return this.string();
    if (kind === 4) return Array.from({ length: this.int(4) }, () => this.value(depth + 1));
    if (kind === 5)
      return Object.fromEntries(Array.from({ length: this.int(4) }, () => [this.pick(FIELD_NAMES), this.value(depth + 1)]));
    return deepValue(50 + this.int(500));
  }

  /** A path segment: an id, a slug, or something hostile, percent-encoded or raw. */
  segment(): string {
    const { knownIds = [], knownSlugs = [] } = this.targets;
    const kind = this.int(10);
    if (kind === 0 && knownIds.length) return this.pick(knownIds);
    if (kind === 1 && knownSlugs.length) return this.pick(knownSlugs);
    if (kind === 2) return this.pick(INVALID_BYTE_ESCAPES);
    if (kind === 3)
      return this.pick(['..%2f..%2fpackage.json', '%2e%2e', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..', '%00', 'a%00b']);
    if (kind === 4) return String(this.pick(NUMBERS)).replace('+', '%2B');
    if (kind === 5) return latin1Bytes(this.int(6) + 1, this.random);
    if (kind === 6) return '7a1f0c6e-6c4e-4a54-9a1e-0f6a0d8c9b2' + this.int(10);
    return percentEncode(Buffer.from(this.string(), 'utf8'));
  }

  query(names: readonly string[]): string {
    if (this.chance(0.3)) return '';
    const pairs = Array.from({ length: 1 + this.int(3) }, () => {
      const name = this.chance(0.8) ? this.pick(names) : this.pick(['skip[]', 'take[a]', '__proto__[x]', 'x']);
      return `${name}=${this.segment()}`;
    });
    return `?${pairs.join('&')}`;
  }

  /** An Authorization header of some kind: a broken token, raw bytes, a very long one. */
  authorization(): string {
    return this.pick([
      'Bearer',
      'Bearer ',
      `Bearer ${latin1Bytes(8, this.random)}`,
      `Bearer ${'a'.repeat(6000)}`,
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${Buffer.from(this.string())
        .toString('latin1')
        .replace(/[^\t\x20-\x7e\x80-\xff]/g, '')}`,
    ]);
  }

  /** Sometimes a hostile Authorization, User-Agent or X-Request-Id. */
  headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.chance(0.1)) headers.authorization = this.authorization();
    if (this.chance(0.1)) headers['user-agent'] = latin1Bytes(12, this.random);
    if (this.chance(0.05)) headers['x-request-id'] = latin1Bytes(10, this.random);
    return headers;
  }
}

const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00',
  '\ufffd',
  '\ufeff',
  '\u202e',
  '..',
  '../../../../etc/passwd',
  '%00',
  '%ff',
  "' OR '1'='1",
  '"; DROP TABLE product; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '%s%s%n',
  'null',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
  '\r\n',
  'javascript:alert(1)',
  'https://github.com/a/b',
  'https://linkedin.com/in/x',
  'a@b.c',
  'true',
];

const CHARACTER_POOL = [
  ...'abcXYZ019 -_./\\\'"<>&%{}[]:;,?#',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u00e9',
  '\u4e2d',
  '\u0640',
  '\ud800',
  '\udc00',
  '\u2028',
  '\n',
  '\t',
];

const NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e21,
  -1e308,
  1e308,
  Number.MIN_VALUE,
  123456789012345680000,
];

/** Bytes that are not UTF-8 (a stray continuation, an overlong '.', a surrogate, past U+10FFFF, a cut sequence) and NUL. */
const INVALID_BYTE_SEQUENCES = [
  [0xff],
  [0x80],
  [0xc0, 0xae],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
  [0xfe, 0xff],
  [0x00],
];

const INVALID_BYTE_ESCAPES = INVALID_BYTE_SEQUENCES.map((bytes) => `a${percentEncode(Buffer.from(bytes))}b`);

const FIELD_NAMES = [
  'name',
  'slug',
  'title',
  'id',
  '_id',
  'createdAt',
  'passwordHash',
  'role',
  '__proto__',
  'constructor',
  'a\u0000',
  '\ud800',
];

/** A 1x1 PNG, so some uploads get past the image check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function deepValue(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

function percentEncode(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes)
    out += /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  return out;
}

/** Raw bytes 0x80-0xff as latin1 characters, as Node sends them in a path or a header. */
function latin1Bytes(length: number, random: () => number): string {
  return Array.from({ length }, () => String.fromCharCode(0x80 + Math.floor(random() * 0x80))).join('');
}

const MARKER = 'FUZZ_BYTES_MARKER';

/** JSON text of `entries`; a value equal to MARKER becomes raw invalid bytes inside its string. */
function jsonBytes(fuzz: Fuzzer, value: unknown): Buffer {
  const text = JSON.stringify(value) ?? 'null';
  if (!text.includes(MARKER)) return Buffer.from(text, 'utf8');
  const [before, ...after] = text.split(MARKER);
  return Buffer.concat([
    Buffer.from(before, 'utf8'),
    Buffer.from(fuzz.pick(INVALID_BYTE_SEQUENCES)),
    Buffer.from(after.join(MARKER), 'utf8'),
  ]);
}

/** A JSON body for these fields: fuzzed values, extra keys, raw bad bytes, huge literals, or broken JSON. */
function jsonBody(fuzz: Fuzzer, fields: readonly string[]): Buffer {
  const kind = fuzz.int(12);
  if (kind === 0)
    return Buffer.from(fuzz.pick(['{"name": "x",', '{', '[', 'nul', '{"a":1}}', '"\\ud800"', '{"a":"\\u0000"}', '\u0000{}', '']));
  if (kind === 1)
    return Buffer.from(
      `{"${fuzz.pick(fields)}": ${fuzz.pick(['1e400', '-1e400', '123456789012345678901234567890', '0.000000000000000000000000001e-400', '[]', '{}', 'true'])}}`,
    );
  if (kind === 2) return Buffer.from(`${'['.repeat(3000)}${']'.repeat(3000)}`);
  if (kind === 3) return Buffer.from(JSON.stringify(fuzz.pick([[], 'text', 12, null, true, [{}]])));
  const entries: Array<[string, unknown]> = fields.filter(() => fuzz.chance(0.7)).map((field) => [field, fuzz.value()]);
  if (fuzz.chance(0.3)) entries.push([fuzz.pick(FIELD_NAMES), fuzz.value()]);
  if (kind === 4 && entries.length) entries[fuzz.int(entries.length)][1] = `a${MARKER}b`;
  return jsonBytes(fuzz, Object.fromEntries(entries));
}

export interface Part {
  name: string | Buffer;
  value?: Buffer;
  filename?: Buffer;
  /** Use RFC 5987 `filename*=UTF-8''...` with this percent-encoded text instead. */
  filenameStar?: string;
}

/** A multipart/form-data body built byte by byte, so names, values and file names can carry any bytes. */
export function multipartBytes(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = Buffer.isBuffer(part.name) ? part.name : Buffer.from(part.name);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`), name, Buffer.from('"'));
    if (part.filename) chunks.push(Buffer.from('; filename="'), part.filename, Buffer.from('"'));
    if (part.filenameStar !== undefined) chunks.push(Buffer.from(`; filename*=UTF-8''${part.filenameStar}`));
    if (part.filename || part.filenameStar !== undefined) chunks.push(Buffer.from('\r\nContent-Type: image/png'));
    chunks.push(Buffer.from('\r\n\r\n'), part.value ?? Buffer.alloc(0), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Text as multipart sends it: UTF-8, or raw bytes that are not. */
function textBytes(fuzz: Fuzzer): Buffer {
  if (fuzz.chance(0.2))
    return Buffer.concat([Buffer.from('ab'), Buffer.from(fuzz.pick(INVALID_BYTE_SEQUENCES)), Buffer.from('cd')]);
  const value = fuzz.value();
  return Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), 'utf8');
}

function filePart(fuzz: Fuzzer, field: string): Part {
  const bytes = fuzz.chance(0.6) ? TINY_PNG : Buffer.from(fuzz.string(), 'utf8');
  const kind = fuzz.int(5);
  if (kind === 0) return { name: field, value: bytes, filenameStar: fuzz.pick(INVALID_BYTE_ESCAPES) };
  if (kind === 1)
    return {
      name: field,
      value: bytes,
      filename: Buffer.concat([Buffer.from('a'), Buffer.from(fuzz.pick(INVALID_BYTE_SEQUENCES)), Buffer.from('.png')]),
    };
  if (kind === 2)
    return { name: field, value: bytes, filename: Buffer.from(`${fuzz.string().replace(/["\r\n]/g, '')}.png`, 'utf8') };
  return { name: field, value: bytes, filename: Buffer.from('picture.png') };
}

function multipartBody(fuzz: Fuzzer, fields: readonly string[], files: readonly string[]): { body: Buffer; contentType: string } {
  const boundary = `fuzz${fuzz.int(1e9)}`;
  const parts: Part[] = fields.filter(() => fuzz.chance(0.7)).map((field) => ({ name: field, value: textBytes(fuzz) }));
  if (fuzz.chance(0.1))
    parts.push({
      name: Buffer.concat([Buffer.from('x'), Buffer.from(fuzz.pick(INVALID_BYTE_SEQUENCES))]),
      value: Buffer.from('v'),
    });
  for (const field of files) if (fuzz.chance(0.5)) parts.push(filePart(fuzz, field));
  if (fuzz.chance(0.05)) parts.push(filePart(fuzz, 'unexpected'));
  let body = multipartBytes(parts, boundary);
  // A cut-off body or a wrong boundary: the parser must answer 400, not fail.
  if (fuzz.chance(0.08)) body = body.subarray(0, fuzz.int(body.length));
  const contentType = fuzz.chance(0.05) ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
  return { body, contentType };
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: string[];
  fields?: string[];
  files?: string[];
  /** Sent anonymously only: as the admin it would end the fuzzing session. */
  endsSession?: boolean;
}

const PAGE = ['skip', 'take'];

/**
 * A record's routes, its text fields being those of its GraphQL inputs (`Create<Record>Input` and
 * `Update<Record>Input`, which the REST door takes under the same names), so a field added to a record is
 * fuzzed through both doors without an edit here. `restOnly`: names only the REST door reads (`features[]`).
 */
function recordRoutes(
  schema: GraphQLSchema,
  path: string,
  record: string,
  files: string[],
  restOnly: string[] = [],
): RestRoute[] {
  const fields = new Set(restOnly);
  for (const name of [`Create${record}Input`, `Update${record}Input`]) {
    const input = schema.getType(name);
    if (!isInputObjectType(input)) throw new Error(`fuzz-inputs: the schema has no input ${name}`);
    for (const field of Object.keys(input.getFields())) fields.add(field);
  }
  return [
    { method: 'GET', path, query: PAGE },
    { method: 'GET', path: `${path}/:id` },
    { method: 'POST', path, fields: [...fields], files },
    { method: 'PUT', path: `${path}/:id`, fields: [...fields], files },
    { method: 'DELETE', path: `${path}/:id` },
  ];
}

/** Every route of the REST door (REST-CONTRACT.md and our additions). */
export function restRoutes(schema: GraphQLSchema): RestRoute[] {
  return [
    { method: 'GET', path: '/api/health' },
    { method: 'POST', path: '/api/admin/login', fields: ['username', 'password', 'code', 'deviceCode'] },
    { method: 'GET', path: '/api/admin/profile' },
    { method: 'POST', path: '/api/admin/logout', endsSession: true },
    { method: 'PUT', path: '/api/admin/change-password', fields: ['currentPassword', 'newPassword', 'code'] },
    { method: 'GET', path: '/api/admin/sessions' },
    { method: 'DELETE', path: '/api/admin/sessions/:id', fields: ['password', 'code'] },
    { method: 'GET', path: '/api/admin/2fa' },
    { method: 'POST', path: '/api/admin/2fa/setup' },
    { method: 'POST', path: '/api/admin/2fa/enable', fields: ['password', 'code'] },
    { method: 'POST', path: '/api/admin/2fa/disable', fields: ['password', 'code'] },
    { method: 'GET', path: '/api/admin/activity', query: ['entityType', ...PAGE] },
    { method: 'GET', path: '/api/admin/activity/entity-types' },
    ...recordRoutes(schema, '/api/founders', 'Founder', ['image']),
    ...recordRoutes(schema, '/api/team', 'TeamMember', ['image']),
    ...recordRoutes(schema, '/api/partners', 'Partner', ['image']),
    ...recordRoutes(schema, '/api/projects', 'Project', ['image', 'screenshots']),
    ...recordRoutes(schema, '/api/products', 'Product', ['image', 'screenshots'], ['features[]']),
    { method: 'GET', path: '/api/products/slug/:slug' },
    { method: 'GET', path: '/api/products/:id/screenshots' },
    { method: 'POST', path: '/api/products/:id/screenshots', files: ['screenshots'], fields: [] },
    { method: 'DELETE', path: '/api/products/:id/screenshots/:index' },
    ...recordRoutes(schema, '/api/blog', 'BlogPost', ['coverImage']),
    { method: 'GET', path: '/api/blog/slug/:slug' },
    ...recordRoutes(schema, '/api/services', 'ServiceCategory', []),
    { method: 'POST', path: '/api/contact', fields: ['name', 'email', 'message'] },
    { method: 'GET', path: '/api/contact', query: PAGE },
    { method: 'DELETE', path: '/api/contact/:id' },
  ];
}

function restRequest(fuzz: Fuzzer, route: RestRoute, asAdmin: boolean): FuzzRequest {
  const path = route.path.replace(/:\w+/g, (name) =>
    name === ':index' && fuzz.chance(0.5) ? String(fuzz.number()) : fuzz.segment(),
  );
  const headers = fuzz.headers();
  let body: Buffer | undefined;
  let kind = '';
  if (route.fields) {
    if (fuzz.chance(0.4)) {
      const multipart = multipartBody(fuzz, route.fields, route.files ?? []);
      body = multipart.body;
      headers['content-type'] = multipart.contentType;
      kind = ' (multipart)';
    } else {
      body = jsonBody(fuzz, route.fields);
      headers['content-type'] = fuzz.chance(0.95)
        ? 'application/json'
        : fuzz.pick(['application/json; charset=latin1', 'text/plain', 'application/json; charset=utf-16']);
      kind = ' (JSON)';
    }
  }
  const query = route.query ? fuzz.query(route.query) : fuzz.chance(0.1) ? fuzz.query(['x']) : '';
  return { label: `${route.method} ${route.path}${kind}`, method: route.method, path: path + query, headers, body, asAdmin };
}

/** GraphQL text for a value of this input type, mostly well-typed, sometimes not; Upload stays null. */
function graphqlValue(fuzz: Fuzzer, type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return fuzz.chance(0.05) ? null : graphqlValue(fuzz, type.ofType, depth);
  if (fuzz.chance(0.1)) return fuzz.value(depth);
  if (isListType(type)) return Array.from({ length: fuzz.int(4) }, () => graphqlValue(fuzz, type.ofType, depth + 1));
  if (isInputObjectType(type)) {
    if (depth > 3) return null;
    const fields = Object.values(type.getFields()).filter(() => fuzz.chance(0.8));
    return Object.fromEntries(fields.map((field) => [field.name, graphqlValue(fuzz, field.type, depth + 1)]));
  }
  if (isEnumType(type)) return fuzz.chance(0.8) ? fuzz.pick(type.getValues()).value : fuzz.string();
  if (isScalarType(type)) {
    if (type.name === 'Upload') return null;
    if (type.name === 'Int' || type.name === 'Float') return fuzz.number();
    if (type.name === 'Boolean') return fuzz.chance(0.8) ? fuzz.chance(0.5) : fuzz.value();
    if (type.name === 'ID' && fuzz.chance(0.5)) return fuzz.segment();
    return fuzz.string();
  }
  return null;
}

/** The value as a GraphQL literal in the document itself: `slug: "a\u0000b"`, `take: 99999999999`. */
function literal(value: unknown, enumType: boolean): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return enumType && /^[_A-Za-z]\w*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? (Number.isInteger(value) ? BigInt(value).toString() : String(value)) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, enumType)).join(', ')}]`;
  const fields = Object.entries(value as Record<string, unknown>).filter(([key]) => /^[_A-Za-z]\w*$/.test(key));
  return `{${fields.map(([key, item]) => `${key}: ${literal(item, false)}`).join(', ')}}`;
}

interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

function operationsOf(schema: GraphQLSchema): Operation[] {
  const of = (kind: Operation['kind'], type: ReturnType<GraphQLSchema['getQueryType']>) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}

const isUpload = (arg: GraphQLArgument) => getNamedType(arg.type).name === 'Upload';

/** Mutations sent anonymously only: as the admin they would end or lock the fuzzing session. */
const SESSION_ENDING = new Set(['logout']);

function graphqlRequest(fuzz: Fuzzer, { kind, field }: Operation, asAdmin: boolean): FuzzRequest {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args = field.args
    .filter(() => fuzz.chance(0.9))
    .map((arg) => {
      const value = graphqlValue(fuzz, arg.type);
      if (!isUpload(arg) && fuzz.chance(0.3)) return `${arg.name}: ${literal(value, isEnumType(getNamedType(arg.type)))}`;
      declarations.push(`$${arg.name}: ${String(arg.type)}`);
      variables[arg.name] = value;
      return `${arg.name}: $${arg.name}`;
    });
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${kind} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
  const headers = fuzz.headers();
  const label = `${kind} ${field.name}`;
  const uploads = field.args.filter((arg) => isUpload(arg) && arg.name in variables);

  if (uploads.length && fuzz.chance(0.6)) {
    const map: Record<string, string[]> = {};
    const files: Part[] = [];
    uploads.forEach((arg, index) => {
      const list = isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type);
      variables[arg.name] = list ? [null] : null;
      map[String(index)] = [list ? `variables.${arg.name}.0` : `variables.${arg.name}`];
      files.push(filePart(fuzz, String(index)));
    });
    let operations = Buffer.from(JSON.stringify({ query, variables }) ?? '');
    if (fuzz.chance(0.15))
      operations = Buffer.concat([
        operations.subarray(0, operations.length - 1),
        Buffer.from(',"x":"'),
        Buffer.from(fuzz.pick(INVALID_BYTE_SEQUENCES)),
        Buffer.from('"}'),
      ]);
    const boundary = `fuzz${fuzz.int(1e9)}`;
    const body = multipartBytes(
      [{ name: 'operations', value: operations }, { name: 'map', value: Buffer.from(JSON.stringify(map)) }, ...files],
      boundary,
    );
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    headers['apollo-require-preflight'] = 'true';
    return {
      label: `${label} (multipart)`,
      method: 'POST',
      path: '/graphql',
      headers,
      body: fuzz.chance(0.05) ? body.subarray(0, fuzz.int(body.length)) : body,
      asAdmin,
    };
  }
  if (kind === 'query' && fuzz.chance(0.15)) {
    headers['apollo-require-preflight'] = 'true';
    const variablesText = JSON.stringify(variables) ?? '{}';
    const path = `/graphql?query=${percentEncode(Buffer.from(query))}&variables=${percentEncode(Buffer.from(variablesText))}`;
    return { label: `${label} (GET)`, method: 'GET', path, headers, asAdmin };
  }
  headers['content-type'] = 'application/json';
  const body = fuzz.chance(0.1)
    ? jsonBytes(fuzz, { query, variables: { ...variables, [field.args[0]?.name ?? 'x']: `a${MARKER}b` } })
    : jsonBytes(fuzz, { query, variables });
  return { label, method: 'POST', path: '/graphql', headers, body, asAdmin };
}

/**
 * `count` requests, half REST, half GraphQL, every route and every operation in turn (so all are
 * covered once count exceeds their number), each anonymous or as the admin at random.
 */
export function fuzzRequests(count: number, targets: FuzzTargets, seed = 20240611): FuzzRequest[] {
  const fuzz = new Fuzzer(randomSource(seed), targets);
  const schema = buildSchema(targets.schemaSdl);
  const operations = operationsOf(schema);
  const routes = restRoutes(schema);
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const turn = Math.floor(i / 2);
    if (i % 2 === 0) {
      const route = routes[turn % routes.length];
      requests.push(restRequest(fuzz, route, !route.endsSession && fuzz.chance(0.5)));
    } else {
      const operation = operations[turn % operations.length];
      requests.push(graphqlRequest(fuzz, operation, !SESSION_ENDING.has(operation.field.name) && fuzz.chance(0.5)));
    }
  }
  return requests;
}

/** Sends one request over its own agent's keep-alive connection; a broken connection counts as status 0. */
export function sendFuzzRequest(
  baseUrl: string,
  request: FuzzRequest,
  adminToken: string | undefined,
  agent: http.Agent,
): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = { ...request.headers };
  if (request.asAdmin && adminToken && !headers.authorization) headers.authorization = `Bearer ${adminToken}`;
  if (request.body) headers['content-length'] = request.body.length;
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    try {
      req = http.request(
        { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent, timeout: 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            if (size < 65_536) chunks.push(chunk);
            size += chunk.length;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', () => resolve({ status: 0, body: '' }));
        },
      );
    } catch (error) {
      // Node's client refused to send it (a character it will not put in a request line).
      resolve({ status: -1, body: String(error) });
      return;
    }
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, body: String(error) }));
    req.end(request.body);
  });
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  /** 5xx answers, and GraphQL answers carrying INTERNAL_SERVER_ERROR. */
  serverErrors: Array<{ label: string; status: number; body: string }>;
  leaks: Array<{ label: string; leak: string; body: string }>;
  /** Connections that broke without an answer (status 0, or -1 when Node would not send it): a crash or a hang would show here. */
  broken: Array<{ label: string; body: string }>;
}

/** Sends every request, `inFlight` at a time, and sorts the answers. */
export async function runFuzz(
  baseUrl: string,
  requests: FuzzRequest[],
  adminToken: string | undefined,
  { inFlight = 4, onProgress }: { inFlight?: number; onProgress?: (done: number) => void } = {},
): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, byStatus: {}, serverErrors: [], leaks: [], broken: [] };
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const { status, body } = await sendFuzzRequest(baseUrl, request, adminToken, agent);
      report.sent += 1;
      onProgress?.(report.sent);
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      // A masked resolver failure rides in a GraphQL 200: it counts as a server error too.
      if (status >= 500 || body.includes('"INTERNAL_SERVER_ERROR"'))
        report.serverErrors.push({ label: request.label, status, body: body.slice(0, 500) });
      if (status === 0 || status === -1) report.broken.push({ label: request.label, body: body.slice(0, 200) });
      const leak = leakIn(body);
      if (leak) report.leaks.push({ label: request.label, leak, body: body.slice(0, 500) });
    }
  };
  try {
    await Promise.all(Array.from({ length: inFlight }, worker));
  } finally {
    agent.destroy();
  }
  return report;
}
