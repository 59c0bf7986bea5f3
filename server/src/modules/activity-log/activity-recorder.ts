import { randomUUID } from 'node:crypto';
import type {
  BeforeQueryEvent,
  DataSource,
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import type { RelationMetadata } from 'typeorm/metadata/RelationMetadata';
import { currentRequestContext, type RequestContext } from '../../shared/request-context';
import type { AdminIdentity } from '../../shared/viewer';
import { fieldChange, recordLabel, sameValue } from './activity-changes';
import { ActivityAction, type ActivityFieldChange, ActivityLogEntry } from './activity-log.entity';

/**
 * The activity log's recorder: a TypeORM subscriber that sees every write of every entity, so a
 * new entity is logged without anyone remembering to. It logs only writes made inside a request
 * by an administrator (http/authenticate.ts sets the request context); start-up, seed and CLI
 * writes have no such context and are not logged.
 *
 * Entries are buffered per transaction and written just before it commits, in it: a write that
 * rolls back leaves no entry, and one save (a category with its services) makes one entry.
 * repository.update()/delete() send TypeORM's events without the rows they touch, so for those the
 * recorder reads the rows first with the statement's own WHERE clause (see selectForWrite).
 */
export class ActivityRecorder implements EntitySubscriberInterface {
  private readonly runners = new WeakMap<QueryRunner, RunnerState>();

  /** Adds the recorder to a data source once, however many apps share it (tests build several). */
  static install(dataSource: DataSource): void {
    if (!dataSource.subscribers.some((subscriber) => subscriber instanceof ActivityRecorder)) {
      dataSource.subscribers.push(new ActivityRecorder());
    }
  }

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    const actor = adminActor();
    const policy = actor && policyFor(event.metadata);
    if (!actor || !policy || policy.ignoreInserts) return;
    const entity = event.entity;
    const part = await this.asPartOfParent(event.queryRunner, event.metadata, entity);
    if (part) return this.record(event.queryRunner, actor, part);
    await this.record(event.queryRunner, actor, {
      action: ActivityAction.CREATE,
      metadata: event.metadata,
      recordId: idOf(event.metadata, entity),
      recordLabel: recordLabel(entity),
      changes: [],
    });
  }

  beforeUpdate(event: UpdateEvent<ObjectLiteral>): void {
    // A criteria update (repository.update, query builder): the rows are read just before it runs.
    if (!event.databaseEntity && adminActor() && policyFor(event.metadata))
      this.state(event.queryRunner).capture = event.metadata;
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    const actor = adminActor();
    const policy = actor && policyFor(event.metadata);
    if (!actor || !policy) return;
    const { metadata } = event;
    if (event.databaseEntity) {
      // save(): TypeORM loaded the stored row and knows which columns it changed.
      const after = event.entity ?? {};
      const changed = (event.updatedColumns ?? []).map((column) => column.propertyName);
      await this.recordUpdate(event.queryRunner, actor, policy, metadata, event.databaseEntity, after, changed);
      return;
    }
    const values = (event.entity ?? {}) as ObjectLiteral;
    const rows = this.takeCaptured(event.queryRunner);
    if (!rows) {
      // The statement was not one selectForWrite understands: still say that something was written.
      await this.recordUpdate(event.queryRunner, actor, policy, metadata, {}, values, Object.keys(values));
      return;
    }
    for (const row of rows) {
      await this.recordUpdate(event.queryRunner, actor, policy, metadata, row, { ...row, ...values }, Object.keys(values));
    }
  }

  async beforeRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    const actor = adminActor();
    const policy = actor && policyFor(event.metadata);
    if (!actor || !policy || policy.ignoreRemoves) return;
    if (isCriteriaRemove(event)) {
      // A criteria delete (repository.delete, query builder): the rows are read just before it runs.
      this.state(event.queryRunner).capture = event.metadata;
      return;
    }
    // A part's parent is read while the part's row is still there to read it from.
    const part = await this.asPartOfParent(event.queryRunner, event.metadata, removedRow(event));
    if (part) await this.record(event.queryRunner, actor, part);
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    const actor = adminActor();
    const policy = actor && policyFor(event.metadata);
    if (!actor || !policy || policy.ignoreRemoves) return;
    const criteria = isCriteriaRemove(event);
    if (!criteria && partRelation(event.metadata)) return;
    // Unreadable criteria (undefined) still make one entry without a record.
    const rows = criteria ? (this.takeCaptured(event.queryRunner) ?? [{}]) : [removedRow(event)];
    for (const row of rows) {
      const part = criteria ? await this.asPartOfParent(event.queryRunner, event.metadata, row) : undefined;
      await this.record(
        event.queryRunner,
        actor,
        part ?? {
          action: ActivityAction.DELETE,
          metadata: event.metadata,
          recordId: idOf(event.metadata, row),
          recordLabel: recordLabel(row),
          changes: [],
        },
      );
    }
  }

  /**
   * Reads the rows a criteria UPDATE or DELETE is about to touch, on the same connection and transaction.
   * Every other statement (every read) returns at once, with no promise for TypeORM to wait on.
   */
  beforeQuery(event: BeforeQueryEvent): Promise<void> | void {
    const state = this.runners.get(event.queryRunner);
    const metadata = state?.capture;
    if (!state || !metadata) return;
    return this.captureRows(event, state, metadata);
  }

  private async captureRows(
    event: BeforeQueryEvent,
    state: RunnerState,
    metadata: NonNullable<RunnerState['capture']>,
  ): Promise<void> {
    state.capture = undefined;
    const read = selectForWrite(event.query, Array.isArray(event.parameters) ? event.parameters : []);
    state.captured = undefined;
    if (!read) return;
    const raw: ObjectLiteral[] = await event.queryRunner.query(read.sql, read.parameters);
    state.captured = raw.map((row) => fromRaw(metadata, row));
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const state = this.runners.get(event.queryRunner);
    if (!state || state.pending.size === 0) return;
    const entries = [...state.pending.values()];
    state.pending.clear();
    await this.write(event.queryRunner, entries);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const state = this.runners.get(event.queryRunner);
    if (state && !event.queryRunner.isTransactionActive) state.pending.clear();
  }

  private state(queryRunner: QueryRunner): RunnerState {
    let state = this.runners.get(queryRunner);
    if (!state) {
      state = { pending: new Map() };
      this.runners.set(queryRunner, state);
    }
    return state;
  }

  private takeCaptured(queryRunner: QueryRunner): ObjectLiteral[] | undefined {
    const state = this.runners.get(queryRunner);
    const rows = state?.captured;
    if (state) state.captured = undefined;
    return rows;
  }

  private async recordUpdate(
    queryRunner: QueryRunner,
    actor: Actor,
    policy: Policy,
    metadata: EntityMetadata,
    before: ObjectLiteral,
    after: ObjectLiteral,
    properties: string[],
  ): Promise<void> {
    const changes: ActivityFieldChange[] = [];
    for (const property of new Set(properties)) {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column || column.isCreateDate || column.isUpdateDate || column.isVersion) continue;
      if (policy.usageColumns?.includes(property)) continue;
      if (property in before && sameValue(before[property], after[property])) continue;
      changes.push(fieldChange(property, before[property], after[property]));
    }
    if (changes.length === 0) return;
    const record = { ...before, ...after };
    const part = await this.asPartOfParent(queryRunner, metadata, record);
    if (part) return this.record(queryRunner, actor, part);
    const entry: PendingEntry = {
      action: ActivityAction.UPDATE,
      metadata,
      recordId: idOf(metadata, record),
      recordLabel: recordLabel(record),
      changes,
    };
    const named = policy.nameUpdate ? policy.nameUpdate(entry, actor) : entry;
    if (named) await this.record(queryRunner, actor, named);
  }

  /**
   * A record saved as part of another (a service inside its category: the parent's relation
   * cascades to it) is logged as a change to that parent's field, so one save is one entry.
   */
  private async asPartOfParent(
    queryRunner: QueryRunner,
    metadata: EntityMetadata,
    record: ObjectLiteral,
  ): Promise<PendingEntry | undefined> {
    const relation = partRelation(metadata);
    if (!relation) return undefined;
    const parentMetadata = relation.inverseEntityMetadata;
    return {
      action: ActivityAction.UPDATE,
      metadata: parentMetadata,
      recordId: await parentIdOf(queryRunner, metadata, relation, record),
      recordLabel: null,
      changes: [{ field: relation.inverseRelation!.propertyName, oldValue: null, newValue: null }],
    };
  }

  /** Into the transaction's buffer (merged with what the same transaction already did to the record), or at once outside one. */
  private async record(queryRunner: QueryRunner, actor: Actor, entry: PendingEntry): Promise<void> {
    entry.actor = actor;
    if (!queryRunner.isTransactionActive) return this.write(queryRunner, [entry]);
    const { pending } = this.state(queryRunner);
    const key = entryKey(entry) ?? `unnamed:${pending.size}`;
    const earlier = pending.get(key);
    pending.set(key, earlier ? merged(earlier, entry) : entry);
  }

  /**
   * Inserts the entries; one that names a record this request already logged updates that entry
   * instead (a request that writes a record twice, such as using a recovery code to turn two-factor
   * off, is still one entry). If that entry's transaction was rolled back, a new one is inserted.
   */
  private async write(queryRunner: QueryRunner, entries: PendingEntry[]): Promise<void> {
    for (const entry of entries) {
      const { context } = entry.actor!;
      const key = entryKey(entry);
      const logged = key ? writtenByRequest.get(context)?.get(key) : undefined;
      if (logged) {
        const both = merged(logged.entry, entry);
        const { affected } = await queryRunner.manager.update(ActivityLogEntry, logged.id, {
          action: both.action,
          recordLabel: both.recordLabel ?? logged.row.recordLabel,
          changes: both.changes,
        });
        if (affected) {
          logged.entry = both;
          continue;
        }
      }
      const row = await this.rowFor(queryRunner, entry);
      await queryRunner.manager.insert(ActivityLogEntry, row);
      if (!key) continue;
      if (!writtenByRequest.has(context)) writtenByRequest.set(context, new Map());
      writtenByRequest.get(context)!.set(key, { id: row.id!, entry, row });
    }
  }

  private async rowFor(queryRunner: QueryRunner, entry: PendingEntry): Promise<Partial<ActivityLogEntry>> {
    const { admin, ip, requestId } = entry.actor!;
    return {
      id: randomUUID(),
      adminId: admin.id,
      adminUsername: admin.username,
      action: entry.action,
      entityType: entry.metadata.name,
      recordId: entry.recordId,
      recordLabel: entry.recordLabel ?? (await this.labelFromDatabase(queryRunner, entry)),
      changes: entry.changes,
      ipAddress: ip.slice(0, 64),
      requestId: requestId ?? null,
    };
  }

  /** A parent changed only through its parts has no label of its own in the events: read it. */
  private async labelFromDatabase(queryRunner: QueryRunner, entry: PendingEntry): Promise<string | null> {
    if (!entry.recordId || entry.action === ActivityAction.DELETE) return null;
    const primary = entry.metadata.primaryColumns[0];
    const rows: ObjectLiteral[] = await queryRunner.query(
      `SELECT * FROM ${quotedTable(entry.metadata)} WHERE "${primary.databaseName}" = $1`,
      [entry.recordId],
    );
    return rows[0] ? recordLabel(fromRaw(entry.metadata, rows[0])) : null;
  }
}

interface RunnerState {
  /** Set by a criteria update or delete: the next statement's rows are to be read first. */
  capture?: EntityMetadata;
  captured?: ObjectLiteral[];
  /** This transaction's entries, by record. */
  pending: Map<string, PendingEntry>;
}

interface Actor {
  admin: AdminIdentity;
  ip: string;
  requestId?: string;
  context: RequestContext;
}

interface PendingEntry {
  action: ActivityAction;
  metadata: EntityMetadata;
  recordId: string | null;
  recordLabel: string | null;
  changes: ActivityFieldChange[];
  actor?: Actor;
}

/** How the log treats one entity, beyond the default (create, update, delete, by column). */
interface Policy {
  /** Columns that change through use, not edits (last login, session touches): never logged. */
  usageColumns?: string[];
  ignoreInserts?: boolean;
  ignoreRemoves?: boolean;
  /** Renames an update to the account action it is, or drops it (null). */
  nameUpdate?(entry: PendingEntry, actor: Actor): PendingEntry | null;
}

/** Each request's entries so far, by record, so a second write to a record updates its entry. */
const writtenByRequest = new WeakMap<
  RequestContext,
  Map<string, { id: string; entry: PendingEntry; row: Partial<ActivityLogEntry> }>
>();

function entryKey(entry: PendingEntry): string | undefined {
  return entry.recordId ? `${entry.metadata.name}:${entry.recordId}` : undefined;
}

/** Requests that changed the password: the sessions that change ends belong to that entry, not entries of their own. */
const passwordChanges = new WeakSet<RequestContext>();

/**
 * The account tables' writes are named for what they mean. Every other entity takes the default,
 * and the log's own table is never logged (its rows are written by this very subscriber).
 */
const POLICIES: Record<string, Policy | null> = {
  ActivityLogEntry: null,
  Admin: {
    usageColumns: ['lastLogin', 'twoFactorLastUsedStep'],
    nameUpdate(entry, actor) {
      const changed = (field: string) => entry.changes.find((change) => change.field === field);
      if (changed('passwordHash')) {
        passwordChanges.add(actor.context);
        return { ...entry, action: ActivityAction.PASSWORD_CHANGE };
      }
      const twoFactor = changed('twoFactorEnabled');
      if (twoFactor) {
        return {
          ...entry,
          action: twoFactor.newValue === 'true' ? ActivityAction.TWO_FACTOR_ENABLE : ActivityAction.TWO_FACTOR_DISABLE,
        };
      }
      return entry;
    },
  },
  AdminSession: {
    usageColumns: ['lastUsedAt', 'ipAddress'],
    // Logins open sessions and clear out expired ones; neither is an edit.
    ignoreInserts: true,
    ignoreRemoves: true,
    nameUpdate(entry, actor) {
      const revoked = entry.changes.find((change) => change.field === 'revokedAt');
      if (!revoked || revoked.newValue === '') return null;
      if (entry.recordId === actor.admin.sessionId) return { ...entry, action: ActivityAction.LOGOUT, changes: [] };
      if (passwordChanges.has(actor.context)) return null;
      return { ...entry, action: ActivityAction.SESSION_END, changes: [] };
    },
  },
};

function policyFor(metadata: EntityMetadata): Policy | null {
  const policy = POLICIES[metadata.name];
  return policy === undefined ? {} : policy;
}

/** The request's administrator, when there is a request and it carries an admin's token. */
function adminActor(): Actor | undefined {
  const context = currentRequestContext();
  const admin = context?.viewer.admin;
  return admin ? { admin, ip: context.viewer.ip, requestId: context.requestId, context } : undefined;
}

/** The relation that makes this entity a part of another: its parent's side cascades saves to it. */
function partRelation(metadata: EntityMetadata): RelationMetadata | undefined {
  return metadata.manyToOneRelations.find(
    (relation) => relation.inverseRelation?.isCascadeInsert || relation.inverseRelation?.isCascadeUpdate,
  );
}

async function parentIdOf(
  queryRunner: QueryRunner,
  metadata: EntityMetadata,
  relation: RelationMetadata,
  record: ObjectLiteral,
): Promise<string | null> {
  const joinColumn = relation.joinColumns[0];
  const direct =
    stringId(record[joinColumn.propertyName]) ?? stringId((record[relation.propertyName] as ObjectLiteral | undefined)?.id);
  if (direct) return direct;
  // A part saved through its parent's cascade carries the link only in TypeORM's change map: read it back.
  const id = idOf(metadata, record);
  if (!id) return null;
  const primary = metadata.primaryColumns[0];
  const rows: ObjectLiteral[] = await queryRunner.query(
    `SELECT "${joinColumn.databaseName}" AS parent FROM ${quotedTable(metadata)} WHERE "${primary.databaseName}" = $1`,
    [id],
  );
  return stringId(rows[0]?.parent);
}

/** Same record, same transaction: one entry, its changes merged (first old value, last new value). */
function merged(earlier: PendingEntry, later: PendingEntry): PendingEntry {
  const action = mergedAction(earlier.action, later.action);
  const changes = [...earlier.changes];
  for (const change of later.changes) {
    const index = changes.findIndex((known) => known.field === change.field);
    if (index === -1) changes.push(change);
    else changes[index] = fieldChangeBetween(changes[index], change);
  }
  return {
    ...earlier,
    action,
    recordLabel: later.recordLabel ?? earlier.recordLabel,
    changes: action === ActivityAction.CREATE || action === ActivityAction.DELETE ? [] : changes,
  };
}

/** A create stays a create (its parts come with it), a delete wins, and an account action keeps its name over an update. */
function mergedAction(earlier: ActivityAction, later: ActivityAction): ActivityAction {
  if (later === ActivityAction.DELETE) return later;
  if (earlier === ActivityAction.UPDATE) return later;
  return earlier;
}

function fieldChangeBetween(first: ActivityFieldChange, last: ActivityFieldChange): ActivityFieldChange {
  const recorded = first.oldValue !== null && last.newValue !== null;
  return { field: last.field, oldValue: recorded ? first.oldValue : null, newValue: recorded ? last.newValue : null };
}

/**
 * The removed record as the event has it; the stored row's id wins, since remove() clears the
 * entity's. A part orphaned by its parent's save comes with its id only.
 */
function removedRow(event: RemoveEvent<ObjectLiteral>): ObjectLiteral {
  const { entityId } = event;
  const id: ObjectLiteral =
    entityId && typeof entityId === 'object'
      ? entityId
      : entityId != null
        ? { [event.metadata.primaryColumns[0].propertyName]: entityId }
        : {};
  return { ...id, ...event.entity, ...event.databaseEntity };
}

/** repository.delete() and query-builder deletes: TypeORM's events name the table but no row. */
function isCriteriaRemove(event: RemoveEvent<ObjectLiteral>): boolean {
  return !event.databaseEntity && !event.entity && !event.entityId;
}

function idOf(metadata: EntityMetadata, record: ObjectLiteral | undefined): string | null {
  if (!record) return null;
  return stringId(record[metadata.primaryColumns[0].propertyName]);
}

function stringId(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function quotedTable(metadata: EntityMetadata): string {
  return metadata.schema ? `"${metadata.schema}"."${metadata.tableName}"` : `"${metadata.tableName}"`;
}

/** A raw row (database column names) as the entity's properties, as the other events carry them. */
function fromRaw(metadata: EntityMetadata, row: ObjectLiteral): ObjectLiteral {
  const record: ObjectLiteral = {};
  for (const column of metadata.columns) {
    if (column.databaseName in row) record[column.propertyName] = row[column.databaseName];
  }
  return record;
}

/** Enough rows for any one admin action; a runaway criteria write is not read in full. */
const MAX_ROWS_READ = 500;

/**
 * The SELECT that reads the rows an UPDATE or DELETE (as TypeORM writes them for Postgres) is about
 * to touch: same table, same WHERE clause, its parameters renumbered. Null for anything else.
 */
export function selectForWrite(sql: string, parameters: unknown[]): { sql: string; parameters: unknown[] } | null {
  const match =
    /^\s*(?:UPDATE\s+((?:"[^"]+"\.)?"[^"]+")\s+SET\s[\s\S]*?|DELETE\s+FROM\s+((?:"[^"]+"\.)?"[^"]+"))(?:\s+WHERE\s+([\s\S]*?))?(?:\s+RETURNING\s[\s\S]*)?\s*$/i.exec(
      sql,
    );
  if (!match) return null;
  const table = match[1] ?? match[2];
  const where = match[3];
  const used: unknown[] = [];
  const renumbered: Record<string, number> = {};
  const clause = where?.replace(/\$(\d+)/g, (_, index: string) => {
    if (!(index in renumbered)) {
      used.push(parameters[Number(index) - 1]);
      renumbered[index] = used.length;
    }
    return `$${renumbered[index]}`;
  });
  return { sql: `SELECT * FROM ${table}${clause ? ` WHERE ${clause}` : ''} LIMIT ${MAX_ROWS_READ}`, parameters: used };
}
