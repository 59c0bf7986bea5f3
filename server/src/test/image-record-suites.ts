import { existsSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import type { OrderedRecord } from '../shared/ordered-record';
import { fakePngFile, jpegFile, pngFile, storedOriginalsIn } from './images';
import { deleteForGood, errorOf, startTestApp, type TestApp, type TestFile } from './test-app';

/**
 * The cases every record with one required image (founder, team member, partner) answers alike, through
 * both doors, parameterised by the record type. Each module's own test files call these with their record
 * and keep the cases only that record type has (registered through `extra`, on the same app).
 */

/** What the two suites need to know about one record type; each module's factory file exports its own. */
export interface ImageRecordTestSpec {
  /** In test names: 'founder', 'founders'. */
  label: string;
  labels: string;
  /** The service's name for it, in its messages: 'Founder not found', 'Founder deleted successfully'. */
  entityName: string;
  /** The entity's name, as the trash and the revisions name the type: 'Founder', 'TeamMember'. */
  recordType: string;
  /** The folder under /uploads. */
  folder: string;
  /** The column holding the image URL; also the GraphQL upload argument and the field a missing file is reported on. */
  file: 'image' | 'logo';
  imageRequired: string;
  /**
   * The columns the GraphQL cases select and the REST read compares, besides id, position and the
   * timestamps, the image column included. A field added later need not be listed: the REST list case
   * compares every column the entity's metadata has.
   */
  columns: readonly string[];
  /** A valid form, all of its fields given. */
  valid: Record<string, string>;
  /** The required form fields and their messages, in the order the rules check them. */
  required: Record<string, string>;
  insert(dataSource: DataSource, overrides?: { name?: string; createdAt?: Date }): Promise<OrderedRecord>;
}

/** A bad input, the field it is reported on and the message: ['email', { email: 'x' }, 'Please enter...']. */
export type GraphQLInvalidCase = [field: string, input: Record<string, unknown>, message: string];

export interface GraphQLSpec {
  /** The GraphQL type and the operation names: 'Founder', 'founder', 'founders'. */
  type: string;
  one: string;
  many: string;
  /** What the one-record query selects, compared whole. */
  read: readonly string[];
  invalidCreates: GraphQLInvalidCase[];
  /** An update of some fields and what they read afterwards; the others must stay. */
  update: { patch: Record<string, unknown>; expected: Record<string, unknown> };
  /** Patches that make the merged record invalid. */
  invalidUpdates: GraphQLInvalidCase[];
}

/** Form values and the per-field errors they answer (all of them, in the rules' order). */
export type RestInvalidCase = [values: Record<string, string>, errors: Record<string, string>];

export interface RestSpec {
  /** '/api/founders'. */
  path: string;
  invalidCreates: RestInvalidCase[];
  /** Form values an update changes. */
  update: Record<string, string>;
  invalidUpdates: RestInvalidCase[];
  /** Fields of other record types, which this one must ignore. */
  notAField: Record<string, string>;
}

type Row = Record<string, any>;

export interface GraphQLSuiteContext {
  /** Set in beforeAll: read them inside a test, not when registering it. */
  t: TestApp;
  token: string;
  ops: { LIST: string; ONE: string; CREATE: string; UPDATE: string; DELETE: string };
  /** Creates one through the mutation, with a PNG; answers the record. */
  create(input?: object): Promise<Row>;
  fileOnDisk(url: string): string;
  storedFiles(): string[];
}

export interface RestSuiteContext {
  /** Set in beforeAll: read them inside a test, not when registering it. */
  t: TestApp;
  auth: string;
  /** POST as multipart: the values as text fields and the file under `field`. */
  createWith(values: Record<string, string>, file?: TestFile, field?: string): Promise<{ status: number; body: Row }>;
  /** A record made through POST with a PNG (201 checked). */
  create(values?: Record<string, string>): Promise<Row>;
  onDisk(url: string): boolean;
  storedFiles(): string[];
  countInDb(): Promise<number>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED_ID = 'not-an-id';
const FILE_COLUMNS = ['image', 'logo'];

const pick = (record: Row, keys: readonly string[]): Row => Object.fromEntries(keys.map((key) => [key, record[key]]));

/** The GraphQL door (queries, create, update, delete) of one record type. */
export function describeImageRecordGraphQL(
  spec: ImageRecordTestSpec,
  g: GraphQLSpec,
  extra?: (ctx: GraphQLSuiteContext) => void,
): void {
  const { file, entityName, folder } = spec;
  const notFound = `${entityName} not found`;
  const fields = ['id', ...spec.columns, 'createdAt', 'updatedAt'].join(' ');
  const formFields = spec.columns.filter((column) => column !== file);
  const ops = {
    LIST: `{ ${g.many} { id } }`,
    ONE: `query ($id: ID!) { ${g.one}(id: $id) { ${g.read.join(' ')} } }`,
    CREATE: `mutation ($input: Create${g.type}Input!, $${file}: Upload) { create${g.type}(input: $input, ${file}: $${file}) { ${fields} } }`,
    UPDATE: `mutation ($id: ID!, $input: Update${g.type}Input!, $${file}: Upload) { update${g.type}(id: $id, input: $input, ${file}: $${file}) { ${fields} } }`,
    DELETE: `mutation ($id: ID!) { delete${g.type}(id: $id) { id name } }`,
  };
  const { LIST, ONE, CREATE, UPDATE, DELETE } = ops;
  const created = (res: { body: { data?: Row | null } }) => res.body.data![`create${g.type}`];

  describe(spec.label, () => {
    const ctx: GraphQLSuiteContext = {
      t: undefined as unknown as TestApp,
      token: '',
      ops,
      create: async (input = spec.valid) =>
        created(await ctx.t.gqlUpload(CREATE, { input, [file]: null }, { [file]: await pngFile() }, ctx.token)),
      fileOnDisk: (url) => path.join(ctx.t.uploadsDir, url.replace(/^\/uploads\//, '')),
      storedFiles: () => storedOriginalsIn(ctx.t.uploadsDir, folder),
    };
    const { create, fileOnDisk, storedFiles } = ctx;
    const count = async () => (await ctx.t.gql(LIST)).body.data![g.many].length as number;

    beforeAll(async () => {
      ctx.t = await startTestApp();
      ctx.token = await ctx.t.login();
    });
    afterAll(() => ctx.t.close());

    describe('queries', () => {
      it(`lists ${spec.labels} newest first and reads one by id, anonymously`, async () => {
        const { t } = ctx;
        const older = await spec.insert(t.db.dataSource, { name: 'Older', createdAt: new Date('2024-01-01') });
        const newer = await spec.insert(t.db.dataSource, { name: 'Newer', createdAt: new Date('2025-01-01') });
        const list = await t.gql(`{ ${g.many} { id name } }`);
        const names = list.body.data![g.many].map((r: { name: string }) => r.name);
        expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));

        const one = await t.gql(ONE, { id: older.id });
        expect(one.body.data![g.one]).toEqual(pick(older, g.read));
        expect(one.body.data![g.one].name).toBe('Older');
        expect(newer.id).not.toEqual(older.id);
      });

      it('pages a list with skip and take, and refuses a page size over 100', async () => {
        const { t } = ctx;
        await spec.insert(t.db.dataSource);
        await spec.insert(t.db.dataSource);
        const all = (await t.gql(LIST)).body.data![g.many];
        const page = (await t.gql(`{ ${g.many}(skip: 1, take: 1) { id } }`)).body.data![g.many];
        expect(page).toHaveLength(1);
        expect(page).toEqual([all[1]]);
        const tooBig = await t.gql(`{ ${g.many}(take: 101) { id } }`);
        expect(errorOf(tooBig)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { take: expect.any(String) } });
      });

      it(`answers '${notFound}' for an unknown or malformed id`, async () => {
        for (const id of [UNKNOWN_ID, MALFORMED_ID]) {
          const res = await ctx.t.gql(ONE, { id });
          expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: notFound, fields: undefined });
        }
      });
    });

    describe(`create${g.type}`, () => {
      it(`creates a ${spec.label} with a real ${file} stored under /uploads/${folder}`, async () => {
        const { t, token } = ctx;
        const record = created(
          await t.gqlUpload(CREATE, { input: spec.valid, [file]: null }, { [file]: await pngFile() }, token),
        );
        expect(record).toMatchObject({
          ...spec.valid,
          [file]: expect.stringMatching(new RegExp(`^/uploads/${folder}/.+\\.png$`)),
        });
        expect(existsSync(fileOnDisk(record[file]))).toBe(true);
        const served = await t.http().get(record[file]);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect((await t.gql(ONE, { id: record.id })).body.data![g.one].name).toBe(spec.valid.name);
      });

      it('is refused with UNAUTHENTICATED (HTTP 401) without a token, storing nothing', async () => {
        const before = storedFiles();
        const res = await ctx.t.gqlUpload(CREATE, { input: spec.valid, [file]: null }, { [file]: await pngFile() });
        expect(res.status).toBe(401);
        expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
        expect(storedFiles()).toEqual(before);
      });

      it('is refused with a malformed token', async () => {
        const res = await ctx.t.gql(CREATE, { input: spec.valid }, 'not.a.jwt');
        expect(res.status).toBe(401);
        expect(errorOf(res).message).toBe('Invalid token.');
      });

      it.each(g.invalidCreates)(
        'rejects a bad %s (%j) with the SPEC message and stores no file',
        async (field, override, message) => {
          const before = storedFiles();
          const res = await ctx.t.gqlUpload(
            CREATE,
            { input: { ...spec.valid, ...override }, [file]: null },
            { [file]: await pngFile() },
            ctx.token,
          );
          expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
          expect(storedFiles()).toEqual(before);
        },
      );

      it('reports every missing field at once', async () => {
        const blank = Object.fromEntries(Object.keys(spec.required).map((key) => [key, '']));
        const res = await ctx.t.gqlUpload(
          CREATE,
          { input: { ...spec.valid, ...blank }, [file]: null },
          { [file]: await pngFile() },
          ctx.token,
        );
        expect(errorOf(res).fields).toEqual(spec.required);
      });

      it('refuses NUL characters, which Postgres refuses in text, with 400 and stores nothing', async () => {
        const before = await count();
        const input = { ...spec.valid, name: `${spec.valid.name}\u0000 x` };
        const res = await ctx.t.gqlUpload(CREATE, { input, [file]: null }, { [file]: await pngFile() }, ctx.token);
        expect(res.status).toBe(400);
        expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid characters in request' });
        expect(await count()).toBe(before);
      });

      it(`requires the ${file}: '${spec.imageRequired}' on the field '${file}'`, async () => {
        const res = await ctx.t.gql(CREATE, { input: spec.valid }, ctx.token);
        expect(errorOf(res)).toEqual({
          code: 'BAD_USER_INPUT',
          message: spec.imageRequired,
          fields: { [file]: spec.imageRequired },
        });
      });

      it('refuses a non-image file named .png and stores nothing', async () => {
        const before = await count();
        const files = storedFiles();
        const res = await ctx.t.gqlUpload(CREATE, { input: spec.valid, [file]: null }, { [file]: fakePngFile() }, ctx.token);
        expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
        expect(await count()).toBe(before);
        expect(storedFiles()).toEqual(files);
      });
    });

    describe(`update${g.type}`, () => {
      const updated = (res: { body: { data?: Row | null } }) => res.body.data![`update${g.type}`];

      it(`changes only the given fields and keeps the ${file} when none is sent`, async () => {
        const record: Row = await spec.insert(ctx.t.db.dataSource);
        const res = await ctx.t.gql(UPDATE, { id: record.id, input: g.update.patch }, ctx.token);
        expect(updated(res)).toMatchObject({ ...pick(record, ['id', ...formFields, file]), ...g.update.expected });
      });

      it(`replaces the ${file} and removes the old file`, async () => {
        const before = await create();
        const after = updated(
          await ctx.t.gqlUpload(UPDATE, { id: before.id, input: {}, [file]: null }, { [file]: await jpegFile() }, ctx.token),
        );
        expect(after[file]).toMatch(new RegExp(`^/uploads/${folder}/.+\\.jpg$`));
        expect(existsSync(fileOnDisk(after[file]))).toBe(true);
        expect(existsSync(fileOnDisk(before[file]))).toBe(false);
      });

      it(`keeps the current ${file} when the new file is not an image`, async () => {
        const before = await create();
        const res = await ctx.t.gqlUpload(
          UPDATE,
          { id: before.id, input: {}, [file]: null },
          { [file]: fakePngFile() },
          ctx.token,
        );
        expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
        expect((await ctx.t.gql(ONE, { id: before.id })).body.data![g.one][file]).toBe(before[file]);
        expect(existsSync(fileOnDisk(before[file]))).toBe(true);
      });

      it.each(g.invalidUpdates)(
        'validates a merged %s (%j) with the SPEC message, changing nothing',
        async (field, patch, message) => {
          const before = await create();
          const files = storedFiles();
          const res = await ctx.t.gqlUpload(
            UPDATE,
            { id: before.id, input: patch, [file]: null },
            { [file]: await jpegFile() },
            ctx.token,
          );
          expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
          expect((await ctx.t.gql(ONE, { id: before.id })).body.data![g.one]).toEqual(pick(before, g.read));
          expect(storedFiles()).toEqual(files);
        },
      );

      it('is refused without a token (HTTP 401) and for an unknown or malformed id', async () => {
        const record = await spec.insert(ctx.t.db.dataSource);
        const anonymous = await ctx.t.gql(UPDATE, { id: record.id, input: { name: 'x' } });
        expect(anonymous.status).toBe(401);
        expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
        for (const id of [UNKNOWN_ID, 'nope']) {
          expect(errorOf(await ctx.t.gql(UPDATE, { id, input: { name: 'x' } }, ctx.token))).toMatchObject({
            code: 'NOT_FOUND',
            message: notFound,
          });
        }
      });
    });

    describe(`delete${g.type}`, () => {
      it(`moves the ${spec.label} to the trash, returning it; its ${file} file goes when it is deleted for good`, async () => {
        const record = await create();
        const res = await ctx.t.gql(DELETE, { id: record.id }, ctx.token);
        expect(res.body.data![`delete${g.type}`]).toEqual({ id: record.id, name: record.name });
        expect(errorOf(await ctx.t.gql(ONE, { id: record.id }))).toMatchObject({ code: 'NOT_FOUND', message: notFound });
        expect(existsSync(fileOnDisk(record[file]))).toBe(true);
        await deleteForGood(ctx.t, spec.recordType, record.id, ctx.token);
        expect(existsSync(fileOnDisk(record[file]))).toBe(false);
      });

      it('is refused without a token, keeping the record', async () => {
        const record = await spec.insert(ctx.t.db.dataSource);
        const res = await ctx.t.gql(DELETE, { id: record.id });
        expect(res.status).toBe(401);
        expect(errorOf(res).code).toBe('UNAUTHENTICATED');
        expect((await ctx.t.gql(ONE, { id: record.id })).body.data![g.one].id).toBe(record.id);
      });

      it(`answers '${notFound}' for an unknown id`, async () => {
        expect(errorOf(await ctx.t.gql(DELETE, { id: UNKNOWN_ID }, ctx.token))).toMatchObject({
          code: 'NOT_FOUND',
          message: notFound,
        });
      });
    });

    extra?.(ctx);
  });
}

/** The REST door (REST-CONTRACT 'Shapes shared by every content area') of one record type; the file field is `image`. */
export function describeImageRecordRest(spec: ImageRecordTestSpec, r: RestSpec, extra?: (ctx: RestSuiteContext) => void): void {
  const { file, entityName, folder, valid } = spec;
  const { path: base } = r;
  const notFound = `${entityName} not found`;
  const otherFileColumns = FILE_COLUMNS.filter((column) => column !== file);
  const storedUnder = (extension: string) => expect.stringMatching(new RegExp(`^/uploads/${folder}/.+\\.${extension}$`));
  const blanks = Object.fromEntries(Object.keys(spec.required).map((key, index) => [key, index % 2 ? '' : '  ']));

  describe(`REST ${base}`, () => {
    const ctx: RestSuiteContext = {
      t: undefined as unknown as TestApp,
      auth: '',
      createWith: async (values, upload, field = 'image') => {
        const req = ctx.t.http().post(base).set('authorization', ctx.auth);
        for (const [key, value] of Object.entries(values)) req.field(key, value);
        if (upload) req.attach(field, upload.bytes, upload.filename);
        return req;
      },
      create: async (values = valid) => {
        const res = await ctx.createWith(values, await pngFile());
        expect(res.status).toBe(201);
        return res.body;
      },
      onDisk: (url) => existsSync(path.join(ctx.t.uploadsDir, url.replace('/uploads/', ''))),
      storedFiles: () => storedOriginalsIn(ctx.t.uploadsDir, folder),
      countInDb: async () => (await ctx.t.http().get(base)).body.length as number,
    };
    const { createWith, create, onDisk, storedFiles, countInDb } = ctx;
    const http = () => ctx.t.http();

    beforeAll(async () => {
      ctx.t = await startTestApp();
      ctx.auth = `Bearer ${await ctx.t.login()}`;
    });
    afterAll(() => ctx.t.close());

    describe(`GET ${base}`, () => {
      it(`lists ${spec.labels} as a bare array, newest first, each with _id equal to id and timestamps`, async () => {
        const older = await spec.insert(ctx.t.db.dataSource, { createdAt: new Date('2024-01-01') });
        const newer: Row = await spec.insert(ctx.t.db.dataSource, { createdAt: new Date('2025-01-01') });
        const res = await http().get(base);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(Array.isArray(res.body)).toBe(true);
        const ids = res.body.map((row: Row) => row._id);
        expect(ids).toEqual(expect.arrayContaining([older.id, newer.id]));
        expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
        const createdAts = res.body.map((row: Row) => Date.parse(row.createdAt));
        expect(createdAts).toEqual([...createdAts].sort((a, b) => b - a));
        for (const row of res.body) {
          expect(row._id).toBe(row.id);
          expect(row).toMatchObject({ createdAt: expect.any(String), updatedAt: expect.any(String) });
        }
        // Every column, read from the entity's own metadata so a new field needs no change here; dates
        // travel as ISO strings. `position` (manual order, ADR 035) is a field the contract does not forbid.
        // The version travels as the ETag of one record's answer (docs/decisions/063-edit-conflicts.md), not in bodies;
        // a record on the site has no trash date (docs/decisions/064-trash.md).
        const columns = ctx.t.db.dataSource
          .getMetadata(newer.constructor)
          .columns.filter((column) => !column.isVersion && !column.isDeleteDate)
          .map((column) => column.propertyName);
        expect(columns).toEqual(expect.arrayContaining(['id', ...spec.columns, 'position', 'createdAt', 'updatedAt']));
        const asJson = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
        expect(res.body.find((row: Row) => row.id === newer.id)).toEqual({
          _id: newer.id,
          ...Object.fromEntries(columns.map((key) => [key, asJson(newer[key])])),
        });
      });

      it('is public (no token needed) and ignores a bad token on reads', async () => {
        const res = await http().get(base).set('authorization', 'Bearer nonsense');
        expect(res.status).toBe(200);
        expect(Array.isArray(res.body)).toBe(true);
      });
    });

    describe(`GET ${base}/:id`, () => {
      it(`reads one ${spec.label} as a bare object with _id and its ${file}`, async () => {
        const record: Row = await spec.insert(ctx.t.db.dataSource);
        const res = await http().get(`${base}/${record.id}`);
        expect(res.status).toBe(200);
        expect(Array.isArray(res.body)).toBe(false);
        expect(res.body).toMatchObject({
          _id: record.id,
          id: record.id,
          ...pick(record, spec.columns),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        });
      });

      it.each([UNKNOWN_ID, MALFORMED_ID])(`answers 404 JSON {message: "${notFound}"} for id %s`, async (id) => {
        const res = await http().get(`${base}/${id}`);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toMatchObject({ message: notFound });
      });
    });

    describe(`POST ${base}`, () => {
      it(`creates from multipart (file field image): 201, the bare record with the file as ${file}, stored and served`, async () => {
        const res = await createWith(valid, await pngFile());
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          ...valid,
          _id: res.body.id,
          id: expect.any(String),
          [file]: storedUnder('png'),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        });
        for (const other of otherFileColumns) expect(res.body).not.toHaveProperty(other);
        expect(onDisk(res.body[file])).toBe(true);
        const served = await http().get(res.body[file]);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toMatch(/^image\/png/);
        expect((await http().get(`${base}/${res.body.id}`)).body).toMatchObject({ ...valid, [file]: res.body[file] });
      });

      it(`ignores fields that are not the entity's (no mass assignment of id, timestamps or ${file})`, async () => {
        const res = await createWith(
          {
            ...valid,
            _id: 'x',
            id: 'y',
            createdAt: '2001-01-01T00:00:00Z',
            updatedAt: '2001-01-01T00:00:00Z',
            image: '/uploads/evil.png',
            logo: '/uploads/evil.png',
            isAdmin: 'true',
            featured: 'true',
          },
          await pngFile(),
        );
        expect(res.status).toBe(201);
        expect(res.body.id).not.toBe('y');
        expect(res.body._id).toBe(res.body.id);
        expect(res.body.createdAt.startsWith('2001')).toBe(false);
        expect(res.body.updatedAt.startsWith('2001')).toBe(false);
        expect(res.body[file]).toMatch(new RegExp(`^/uploads/${folder}/`));
        expect(res.body).not.toHaveProperty('isAdmin');
        expect(res.body).not.toHaveProperty('featured');
      });

      it(`answers 400 '${spec.imageRequired}' for a JSON body (or multipart) without a file`, async () => {
        const before = await countInDb();
        const json = await http().post(base).set('authorization', ctx.auth).send(valid);
        const multipart = await createWith(valid);
        // A text image or logo does not stand in for the file.
        const smuggled = await http()
          .post(base)
          .set('authorization', ctx.auth)
          .send({ ...valid, image: `/uploads/${folder}/x.png`, logo: `/uploads/${folder}/x.png` });
        for (const res of [json, multipart, smuggled]) {
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ message: spec.imageRequired, errors: { [file]: spec.imageRequired } });
          expect(res.body.errors).toEqual({ [file]: spec.imageRequired });
        }
        expect(await countInDb()).toBe(before);
      });

      it('answers 400 with each required field in the SPEC words, first problem as message, nothing stored', async () => {
        const files = storedFiles();
        const res = await createWith({}, await pngFile());
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual(spec.required);
        expect(res.body.message).toBe(Object.values(spec.required)[0]);
        const blankMultipart = await createWith(blanks, await pngFile());
        const blankJson = await http().post(base).set('authorization', ctx.auth).send(blanks);
        for (const blank of [blankMultipart, blankJson]) {
          expect(blank.status).toBe(400);
          expect(blank.body.errors).toEqual(spec.required);
        }
        expect(storedFiles()).toEqual(files);
      });

      it('drops a text field sent twice instead of storing it as a list', async () => {
        for (const [field, message] of Object.entries(spec.required)) {
          const res = await http()
            .post(base)
            .set('authorization', ctx.auth)
            .field({ ...valid, [field]: ['first', 'second'] } as never)
            .attach('image', (await pngFile()).bytes, 'a.png');
          expect(res.status).toBe(400);
          expect(res.body.errors).toEqual({ [field]: message });
        }
      });

      it.each(r.invalidCreates)('answers 400 for %j with the SPEC words (multipart or JSON)', async (values, errors) => {
        const multipart = await createWith({ ...valid, ...values }, await pngFile());
        const json = await http()
          .post(base)
          .set('authorization', ctx.auth)
          .send({ ...valid, ...values });
        for (const res of [multipart, json]) {
          expect(res.status).toBe(400);
          expect(res.body.errors).toEqual(errors);
          expect(Object.values(res.body.errors)).toContain(res.body.message);
        }
      });

      it('refuses a non-image named .png: 400 "Only image files are allowed!", nothing stored', async () => {
        const before = await countInDb();
        const files = storedFiles();
        const res = await createWith(valid, fakePngFile());
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
        expect(await countInDb()).toBe(before);
        expect(storedFiles()).toEqual(files);
      });

      it('refuses a file under another field name, even logo (400), and a file over 10 MB (413)', async () => {
        for (const field of ['avatar', 'logo']) {
          const wrongField = await createWith(valid, await pngFile(), field);
          expect(wrongField.status).toBe(400);
          expect(wrongField.body).toMatchObject({ success: false, message: expect.stringMatching(/Unexpected file field/) });
        }
        const { bytes } = await pngFile();
        const big = await createWith(valid, {
          bytes: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 + 1)]),
          filename: 'big.png',
        });
        expect(big.status).toBe(413);
        expect(big.body).toEqual({ success: false, message: 'File too large', requestId: expect.any(String) });
      });
    });

    describe(`PUT ${base}/:id`, () => {
      const put = (id: string) => http().put(`${base}/${id}`).set('authorization', ctx.auth);

      it(`updates from JSON, changing only the fields sent, keeping the ${file}`, async () => {
        const created = await create();
        const res = await put(created.id).send(r.update);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ ...valid, _id: created.id, id: created.id, ...r.update, [file]: created[file] });
        expect(onDisk(created[file])).toBe(true);
        expect((await http().get(`${base}/${created.id}`)).body).toMatchObject(r.update);
      });

      it(`updates from multipart without a file (${file} kept) and with one (${file} replaced, old file removed)`, async () => {
        const created = await create();
        const textOnly = put(created.id);
        for (const [key, value] of Object.entries(r.update)) textOnly.field(key, value);
        const kept = await textOnly;
        expect(kept.status).toBe(200);
        expect(kept.body).toMatchObject({ ...valid, ...r.update, [file]: created[file] });
        const withFile = await put(created.id)
          .field('name', 'Renamed')
          .attach('image', (await jpegFile()).bytes, 'b.jpg');
        expect(withFile.status).toBe(200);
        expect(withFile.body).toMatchObject({
          ...valid,
          ...r.update,
          _id: created.id,
          name: 'Renamed',
          [file]: storedUnder('jpg'),
        });
        expect(withFile.body[file]).not.toBe(created[file]);
        for (const other of otherFileColumns) expect(withFile.body).not.toHaveProperty(other);
        expect(onDisk(withFile.body[file])).toBe(true);
        expect(onDisk(created[file])).toBe(false);
      });

      it("ignores fields that are not the entity's on update", async () => {
        const created = await create();
        const res = await put(created.id).send({
          id: UNKNOWN_ID,
          _id: UNKNOWN_ID,
          image: '/uploads/evil.png',
          logo: '/uploads/evil.png',
          createdAt: '2001-01-01T00:00:00Z',
          ...r.notAField,
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: created.id, _id: created.id, [file]: created[file], createdAt: created.createdAt });
        for (const other of [...otherFileColumns, ...Object.keys(r.notAField)]) expect(res.body).not.toHaveProperty(other);
      });

      it.each(r.invalidUpdates)(
        'validates the merged record for %j: 400 with the SPEC words (JSON or multipart), record unchanged',
        async (values, errors) => {
          const created = await create();
          const json = await put(created.id).send(values);
          const multipartRequest = put(created.id);
          for (const [key, value] of Object.entries(values)) multipartRequest.field(key, value);
          const multipart = await multipartRequest;
          for (const res of [json, multipart]) {
            expect(res.status).toBe(400);
            expect(res.body.errors).toEqual(errors);
            expect(res.body.message).toBe(Object.values(errors)[0]);
          }
          expect((await http().get(`${base}/${created.id}`)).body).toMatchObject({ ...valid, [file]: created[file] });
        },
      );

      it(`refuses a non-image named .png on update and keeps the old ${file}`, async () => {
        const created = await create();
        const files = storedFiles();
        const res = await put(created.id).attach('image', fakePngFile().bytes, 'x.png');
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
        expect((await http().get(`${base}/${created.id}`)).body[file]).toBe(created[file]);
        expect(onDisk(created[file])).toBe(true);
        expect(storedFiles()).toEqual(files);
      });

      it.each([UNKNOWN_ID, MALFORMED_ID])('answers 404 JSON for id %s (JSON and multipart)', async (id) => {
        const json = await put(id).send({ name: 'x' });
        expect(json.status).toBe(404);
        expect(json.body).toMatchObject({ message: notFound });
        const multipart = await put(id)
          .field('name', 'x')
          .attach('image', (await pngFile()).bytes, 'a.png');
        expect(multipart.status).toBe(404);
        expect(multipart.body).toMatchObject({ message: notFound });
      });

      it('answers 400 JSON for a malformed JSON body', async () => {
        const created = await create();
        const res = await put(created.id).set('content-type', 'application/json').send('{"name": ');
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      });
    });

    describe(`DELETE ${base}/:id`, () => {
      it(`answers 200 {message: '${entityName} deleted successfully'}, takes the record off; its file goes when it leaves the trash`, async () => {
        const created = await create();
        expect(onDisk(created[file])).toBe(true);
        const res = await http().delete(`${base}/${created.id}`).set('authorization', ctx.auth);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: `${entityName} deleted successfully` });
        expect((await http().get(`${base}/${created.id}`)).status).toBe(404);
        expect((await http().delete(`${base}/${created.id}`).set('authorization', ctx.auth)).status).toBe(404);
        expect(onDisk(created[file])).toBe(true);
        const purged = await http().delete(`/api/admin/trash/${spec.recordType}/${created.id}`).set('authorization', ctx.auth);
        expect(purged.status).toBe(200);
        expect(onDisk(created[file])).toBe(false);
      });

      it.each([UNKNOWN_ID, MALFORMED_ID])('answers 404 JSON for id %s', async (id) => {
        const res = await http().delete(`${base}/${id}`).set('authorization', ctx.auth);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: notFound });
      });
    });

    describe('auth', () => {
      const writes = (id: string) => [
        () => http().post(base).field('name', 'x').attach('image', Buffer.from('x'), 'a.png'),
        () => http().post(base).send(valid),
        () => http().put(`${base}/${id}`).send({ name: 'x' }),
        () => http().put(`${base}/${id}`).field('name', 'x'),
        () => http().delete(`${base}/${id}`),
      ];

      it('refuses every write without a token: 401 {success: false, message}, nothing changed', async () => {
        const record = await spec.insert(ctx.t.db.dataSource);
        const before = await countInDb();
        for (const send of writes(record.id)) {
          const res = await send();
          expect(res.status).toBe(401);
          expect(res.body).toEqual({
            success: false,
            message: 'Access denied. No token provided.',
            requestId: expect.any(String),
          });
        }
        expect(await countInDb()).toBe(before);
        expect((await http().get(`${base}/${record.id}`)).body.name).toBe((record as Row).name);
      });

      it('refuses writes with an invalid, expired or revoked token, each with its reason', async () => {
        const record = await spec.insert(ctx.t.db.dataSource);
        const expired = jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }, 'test-secret', {
          subject: UNKNOWN_ID,
          jwtid: UNKNOWN_ID,
        });
        const revoked = await ctx.t.login();
        expect((await http().post('/api/admin/logout').set('authorization', `Bearer ${revoked}`)).status).toBe(200);
        const cases: Array<[string, string]> = [
          ['Bearer nonsense', 'Invalid token.'],
          [`Bearer ${expired}`, 'Token expired.'],
          [`Bearer ${revoked}`, 'Invalid token or admin account deactivated.'],
        ];
        for (const [header, message] of cases) {
          const post = await http().post(base).set('authorization', header).send(valid);
          const put = await http().put(`${base}/${record.id}`).set('authorization', header).send({ name: 'x' });
          const del = await http().delete(`${base}/${record.id}`).set('authorization', header);
          for (const res of [post, put, del]) {
            expect(res.status).toBe(401);
            expect(res.body).toEqual({ success: false, message, requestId: expect.any(String) });
          }
        }
        expect((await http().get(`${base}/${record.id}`)).body.name).toBe((record as Row).name);
      });

      it('checks the token before the id: 401 also for unknown ids', async () => {
        expect((await http().put(`${base}/${UNKNOWN_ID}`).send({ name: 'x' })).status).toBe(401);
        expect((await http().delete(`${base}/${MALFORMED_ID}`)).status).toBe(401);
      });
    });

    extra?.(ctx);
  });
}
