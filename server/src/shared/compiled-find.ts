import { LRUCache } from 'lru-cache';
import {
  EntityManager,
  FindOperator,
  Repository,
  type EntityMetadata,
  type FindManyOptions,
  type FindOptionsWhere,
  type LoadEvent,
  type ObjectLiteral,
} from 'typeorm';

/**
 * `repo.find` and `repo.findOneBy` with the SELECT built once per distinct options. TypeORM builds the
 * same statement again on every call, and for the public reads that costs more CPU than running it
 * and reading its rows. Only what the `typeorm` package exports is used (ADR 052): the statement comes from
 * TypeORM's query builder (`setFindOptions`, `getQueryAndParameters`), runs through `EntityManager.query` (so
 * TypeORM's logger, its query events and its QueryFailedError are as for any query, and a repository bound to a
 * transaction reads through it), and each row becomes an entity through the entity's metadata, as TypeORM's own
 * hydration does (`EntityMetadata.create`, `ColumnMetadata.setEntityValue`, `Driver.prepareHydratedValue`); the
 * Load event reaches the data source's subscribers. Whatever that path could answer differently (relations, a
 * partial select, locks, TypeORM's query cache, replicas, listeners on the entity, options that cannot be keyed)
 * is left to TypeORM.
 */
export async function findCompiled<E extends ObjectLiteral>(repo: Repository<E>, options: FindManyOptions<E> = {}): Promise<E[]> {
  // async, so options TypeORM refuses reject the promise, as repo.find's do, rather than throw.
  const statement = statementFor(repo, options);
  return (statement && (await run(repo, statement))) ?? repo.find(options);
}

/** `repo.findOneBy(where)`: the first of `find({ where, take: 1 })`, or null. */
export async function findOneByCompiled<E extends ObjectLiteral>(
  repo: Repository<E>,
  where: FindOptionsWhere<E> | FindOptionsWhere<E>[],
): Promise<E | null> {
  const statement = statementFor(repo, { where, take: 1 });
  const found = statement && (await run(repo, statement));
  return found ? (found[0] ?? null) : repo.findOneBy(where);
}

/** A column's metadata (the root export names its type only through EntityMetadata). */
type ColumnMetadata = EntityMetadata['columns'][number];

/** A SELECT as TypeORM built it, and, once its first rows are seen, which column each of their fields is. */
interface Statement {
  sql: string;
  parameters: readonly unknown[];
  metadata: EntityMetadata;
  /** Every field of a row, each one column; set from the first rows read. */
  fields?: ReadonlyArray<readonly [field: string, column: ColumnMetadata]>;
  /** The LRU and key it is kept under, so a statement whose rows it cannot read is turned over to TypeORM. */
  cache: LRUCache<string, Statement | typeof PLAIN_FIND>;
  key: string;
}

/** Options whose statement TypeORM must run itself; remembered so such options are not built twice per call. */
const PLAIN_FIND = Symbol('plain find');

/**
 * Ids, slugs and skips each make a statement; the bound keeps a crawler walking every slug (or a
 * junk one) from growing memory without end.
 */
const STATEMENTS_PER_ENTITY = 200;

/** Per entity metadata, so each data source (tests build several) has its own statements. */
const statements = new WeakMap<EntityMetadata, LRUCache<string, Statement | typeof PLAIN_FIND>>();

function statementFor<E extends ObjectLiteral>(repo: Repository<E>, options: FindManyOptions<E>): Statement | undefined {
  if (!plainRepository(repo)) return undefined;
  const key = keyOf(options);
  if (key === undefined) return undefined;
  let cache = statements.get(repo.metadata);
  if (!cache) statements.set(repo.metadata, (cache = new LRUCache({ max: STATEMENTS_PER_ENTITY })));
  let statement = cache.get(key);
  if (statement === undefined) {
    statement = compile(repo, options, cache, key) ?? PLAIN_FIND;
    cache.set(key, statement);
  }
  return statement === PLAIN_FIND ? undefined : statement;
}

/**
 * A repository whose find is TypeORM's, on a data source without replicas or a query result cache, for an entity
 * whose rows are its own columns alone: no relations (eager ones and relation ids take more statements or joins) and no entity listeners (TypeORM calls @AfterLoad methods as it hydrates). An overridden find (a custom
 * repository, a test's spy) is what the caller expects to run.
 */
function plainRepository(repo: Repository<ObjectLiteral>): boolean {
  const { metadata, manager } = repo;
  return (
    repo.find === Repository.prototype.find &&
    repo.findOneBy === Repository.prototype.findOneBy &&
    manager.find === EntityManager.prototype.find &&
    !manager.dataSource.queryResultCache &&
    // With replicas, reads are TypeORM's to route (EntityManager.query asks the primary).
    !('replication' in manager.dataSource.options && manager.dataSource.options.replication) &&
    metadata.relations.length === 0 &&
    metadata.relationIds.length === 0 &&
    metadata.afterLoadListeners.length === 0 &&
    !metadata.discriminatorColumn
  );
}

/** Builds the statement as EntityManager.find does; undefined when running it alone would not answer the same. */
function compile<E extends ObjectLiteral>(
  repo: Repository<E>,
  options: FindManyOptions<E>,
  cache: Statement['cache'],
  key: string,
): Statement | undefined {
  // A partial select: getMany adds the primary columns, which the query builder alone does not.
  if (options.select || options.relations || options.lock || options.cache || options.transaction || options.loadRelationIds)
    return undefined;
  const { manager, metadata } = repo;
  const [sql, parameters] = manager
    .createQueryBuilder(metadata.target, metadata.name)
    .setFindOptions(options)
    .getQueryAndParameters();
  return { sql, parameters, metadata, cache, key };
}

/**
 * What getMany does with a built statement: run it, hydrate the rows, broadcast 'Load'. Undefined when the rows have
 * a field that is none of the entity's columns as TypeORM names them: the statement is TypeORM's from then on.
 */
async function run<E extends ObjectLiteral>(repo: Repository<E>, statement: Statement): Promise<E[] | undefined> {
  // A copy: the stored parameters are shared by every call, and subscribers are handed what is passed.
  const rows = (await repo.manager.query(statement.sql, [...statement.parameters])) as ObjectLiteral[];
  if (rows.length === 0) return [];
  const fields = (statement.fields ??= fieldsOf(statement.metadata, rows[0]));
  if (!fields) {
    statement.cache.set(statement.key, PLAIN_FIND);
    return undefined;
  }
  const { driver } = repo.manager.connection;
  const entities = rows.map((row) => {
    // As TypeORM hydrates: no constructor run, so nothing but the row's values is set.
    const entity = statement.metadata.create(undefined, { fromDeserializer: true }) as E;
    for (const [field, column] of fields) column.setEntityValue(entity, driver.prepareHydratedValue(row[field], column));
    return entity;
  });
  await broadcastLoad(repo.manager, statement.metadata, entities);
  return entities;
}

/** Each field of a row as the column it holds: TypeORM names them `<alias>_<column's database name>`. */
function fieldsOf(metadata: EntityMetadata, row: ObjectLiteral): Statement['fields'] {
  const byField = new Map<string, ColumnMetadata>(
    metadata.columns.map((column) => [`${metadata.name}_${column.databaseName}`, column]),
  );
  const fields: Array<readonly [string, ColumnMetadata]> = [];
  for (const field of Object.keys(row)) {
    const column = byField.get(field);
    if (!column || column.isVirtual) return undefined;
    fields.push([field, column]);
  }
  return fields;
}

/**
 * TypeORM's Load event for each entity, to the subscribers that listen to its type (as its Broadcaster picks them),
 * awaiting those that answer with a promise. The event's query runner is the manager's, or one never connected unless a
 * subscriber reads through it, released after.
 */
async function broadcastLoad(manager: EntityManager, metadata: EntityMetadata, entities: ObjectLiteral[]): Promise<void> {
  const { dataSource } = manager;
  const target = metadata.target;
  const listening = dataSource.subscribers.filter((subscriber) => {
    if (!subscriber.afterLoad) return false;
    const listensTo = subscriber.listenTo?.() as object | undefined;
    return !listensTo || listensTo === Object || listensTo === target || Object.prototype.isPrototypeOf.call(listensTo, target);
  });
  if (listening.length === 0) return;
  const queryRunner = manager.queryRunner ?? dataSource.createQueryRunner();
  try {
    const pending: unknown[] = [];
    for (const entity of entities) {
      const event: LoadEvent<ObjectLiteral> = { dataSource, connection: dataSource, manager, queryRunner, entity, metadata };
      for (const subscriber of listening) {
        const answered: unknown = subscriber.afterLoad!(entity, event);
        if (answered instanceof Promise) pending.push(answered);
      }
    }
    if (pending.length > 0) await Promise.all(pending);
  } finally {
    if (queryRunner !== manager.queryRunner) await queryRunner.release();
  }
}
const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;

/**
 * A key that is equal only for options TypeORM turns into the same statement. Key order is kept, not
 * sorted: `order: { a, b }` and `order: { b, a }` sort differently. Types are kept apart (1 and '1'
 * bind differently). A function (Raw's SQL builder) is keyed by identity, so it must build the same
 * SQL every call, as Raw's do. Undefined for values that cannot be keyed or change between calls: a
 * Date (LessThan(new Date()) would make a new key each time), a Buffer, any other class instance.
 */
function keyOf(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'undefined';
    case 'function': {
      let id = functionIds.get(value);
      if (id === undefined) functionIds.set(value, (id = nextFunctionId++));
      return `fn#${id}`;
    }
    case 'symbol': {
      // Only a registered symbol (FindOperator's '@instanceof' mark) is the same value from call to call.
      const name = Symbol.keyFor(value);
      return name === undefined ? undefined : `symbol:${JSON.stringify(name)}`;
    }
    case 'object':
      return value === null ? 'null' : objectKey(value);
  }
}

function objectKey(value: object): string | undefined {
  if (Array.isArray(value)) return listKey(value.map(keyOf), '[', ']');
  const prototype = Object.getPrototypeOf(value) as unknown;
  const isOperator = value instanceof FindOperator;
  if (!isOperator && prototype !== Object.prototype && prototype !== null) return undefined;
  const entries = Object.entries(value).map(([name, item]) => {
    const itemKey = keyOf(item);
    return itemKey === undefined ? undefined : `${JSON.stringify(name)}:${itemKey}`;
  });
  // An operator's type is in its fields (_type), but the class says how TypeORM reads them.
  return listKey(entries, isOperator ? `${value.constructor.name}{` : '{', '}');
}

function listKey(items: Array<string | undefined>, open: string, close: string): string | undefined {
  return items.includes(undefined) ? undefined : `${open}${items.join(',')}${close}`;
}
