import { LRUCache } from 'lru-cache';
import {
  EntityManager,
  FindOperator,
  QueryFailedError,
  Repository,
  type EntityMetadata,
  type FindManyOptions,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Alias } from 'typeorm/query-builder/Alias';
import { BroadcasterResult } from 'typeorm/subscriber/BroadcasterResult';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer';

/**
 * `repo.find` and `repo.findOneBy` with the SELECT built once per distinct options. TypeORM builds the
 * same statement again on every call, and for the public reads that costs more CPU than running it
 * and reading its rows. The answer is the same as TypeORM's: the statement comes from TypeORM's own
 * query builder, goes through a QueryRunner (so TypeORM's query subscribers and logger see it), its rows are hydrated by TypeORM's own transformer, and 'Load' is broadcast as getMany does.
 * Whatever that path could answer differently (joins, relation ids, locks, TypeORM's query cache, a
 * transaction's runner, options that cannot be keyed) is left to TypeORM.
 */
export async function findCompiled<E extends ObjectLiteral>(repo: Repository<E>, options: FindManyOptions<E> = {}): Promise<E[]> {
  // async, so options TypeORM refuses reject the promise, as repo.find's do, rather than throw.
  const statement = statementFor(repo, options);
  return statement ? run(repo, statement) : repo.find(options);
}

/** `repo.findOneBy(where)`: the first of `find({ where, take: 1 })`, or null. */
export async function findOneByCompiled<E extends ObjectLiteral>(
  repo: Repository<E>,
  where: FindOptionsWhere<E> | FindOptionsWhere<E>[],
): Promise<E | null> {
  const statement = statementFor(repo, { where, take: 1 });
  if (!statement) return repo.findOneBy(where);
  const [first] = await run(repo, statement);
  return first ?? null;
}

/** A SELECT as TypeORM built it, with what is needed to turn its rows into entities. */
interface Statement {
  sql: string;
  parameters: readonly unknown[];
  alias: Alias;
  transformer: RawSqlResultsToEntityTransformer;
  broadcastLoad: boolean;
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
    statement = compile(repo, options) ?? PLAIN_FIND;
    cache.set(key, statement);
  }
  return statement === PLAIN_FIND ? undefined : statement;
}

/**
 * A repository whose find is TypeORM's and runs outside a transaction, on a data source without replicas: one bound to a transaction's
 * manager must read through that transaction's runner, and an overridden find (a custom repository,
 * a test's spy) is what the caller expects to run.
 */
function plainRepository(repo: Repository<ObjectLiteral>): boolean {
  return (
    !repo.queryRunner &&
    !repo.manager.queryRunner &&
    repo.find === Repository.prototype.find &&
    repo.findOneBy === Repository.prototype.findOneBy &&
    repo.manager.find === EntityManager.prototype.find &&
    !repo.manager.dataSource.queryResultCache &&
    // run() reads through the driver's one pool; with replicas, reads are TypeORM's to route.
    !(repo.manager.dataSource.driver as PostgresDriver).options.replication
  );
}

/** Builds the statement exactly as EntityManager.find does; undefined when running it alone would not answer the same. */
function compile<E extends ObjectLiteral>(repo: Repository<E>, options: FindManyOptions<E>): Statement | undefined {
  const { manager, metadata } = repo;
  // Relation ids and eager relations take more statements (or joins that make take/skip a two-step query).
  const eager = options.loadEagerRelations !== false && metadata.eagerRelations.length > 0;
  if (eager || options.relations || options.lock || options.cache || options.transaction || options.loadRelationIds)
    return undefined;
  if (metadata.relationIds.length > 0) return undefined;

  const builder = manager.createQueryBuilder(metadata.target, metadata.name).setFindOptions(options);
  const map = builder.expressionMap;
  // getRawAndEntities sets this before building the SQL (it decides whether unselected primary columns are added).
  map.queryEntity = true;
  const [sql, parameters] = builder.getQueryAndParameters();
  // A where or order on a relation joins; checked once the SQL is built, since building may add joins.
  const relationQueries = (builder as unknown as { relationMetadatas?: unknown[] }).relationMetadatas ?? [];
  if (
    map.joinAttributes.length > 0 ||
    map.relationIdAttributes.length > 0 ||
    relationQueries.length > 0 ||
    map.lockMode !== undefined ||
    map.useTransaction ||
    map.cache ||
    !map.mainAlias
  ) {
    return undefined;
  }
  return {
    sql,
    parameters,
    alias: map.mainAlias,
    // No relation ids to merge, and no runner: repo.find's builder has none either (it is what lazy relations would use).
    transformer: new RawSqlResultsToEntityTransformer(map, manager.dataSource.driver, [], undefined),
    broadcastLoad: map.callListeners && map.mainAlias.hasMetadata,
  };
}

/**
 * What SelectQueryBuilder.getMany does with a built statement: run it, hydrate the rows, broadcast 'Load'.
 * The statement goes to the driver's pool directly rather than through QueryRunner.query, whose own
 * connect, result objects and awaits were a tenth of a public read's CPU (the home page's query makes
 * three such reads); what QueryRunner.query does around it is done here as it does it: the query log, the
 * BeforeQuery and AfterQuery events to every subscriber (the response cache's table tracker reads them),
 * and QueryFailedError. Subscribers get a query runner that is never connected.
 */
async function run<E extends ObjectLiteral>(repo: Repository<E>, statement: Statement): Promise<E[]> {
  const { dataSource } = repo.manager;
  const runner = dataSource.createQueryRunner(dataSource.defaultReplicationModeForReads());
  // A copy: the stored parameters are shared by every call, and subscribers are handed what is passed.
  const parameters = [...statement.parameters];
  try {
    dataSource.logger.logQuery(statement.sql, parameters, runner);
    const before = settled((result) => runner.broadcaster.broadcastBeforeQueryEvent(result, statement.sql, parameters));
    if (before) await before;
    const started = Date.now();
    let raw: { rows: ObjectLiteral[] };
    try {
      raw = await (dataSource.driver as PostgresDriver).master.query(statement.sql, parameters);
    } catch (error) {
      dataSource.logger.logQueryError(error as Error, statement.sql, parameters, runner);
      await settled((result) =>
        runner.broadcaster.broadcastAfterQueryEvent(result, statement.sql, parameters, false, undefined, undefined, error),
      );
      throw new QueryFailedError(statement.sql, parameters, error as Error);
    }
    const after = settled((result) =>
      runner.broadcaster.broadcastAfterQueryEvent(result, statement.sql, parameters, true, Date.now() - started, raw, undefined),
    );
    if (after) await after;
    if (raw.rows.length === 0) return [];
    const entities = statement.transformer.transform(raw.rows, statement.alias) as E[];
    if (statement.broadcastLoad) {
      const loaded = settled((result) => runner.broadcaster.broadcastLoadEvent(result, statement.alias.metadata, entities));
      if (loaded) await loaded;
    }
    return entities;
  } finally {
    await runner.release();
  }
}

/** Broadcasts an event and waits for the subscribers that answered with a promise (none: no await at all). */
function settled(broadcast: (result: BroadcasterResult) => void): Promise<unknown> | undefined {
  const result = new BroadcasterResult();
  broadcast(result);
  return result.promises.length > 0 ? Promise.all(result.promises) : undefined;
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
