import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  QueryRunner,
  RecoverEvent,
  RemoveEvent,
  SoftRemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { logger } from '../../ops/logger';
import { currentRequestContext } from '../request-context';
import { oneSubscriber } from './one-subscriber';
import type { ChangeListener, RecordChange } from './record-change';

/** What one connection's open transaction has changed so far, for each kind of listener. */
interface Uncommitted {
  committing: RecordChange[];
  committed: RecordChange[];
}

/**
 * The data source's change events (docs/decisions/050-change-events.md). TypeORM's entity events (every
 * save, insert, update and remove of every entity, through a repository or a query builder) become typed
 * RecordChanges, delivered when their transaction commits: no listener learns what changed by reading SQL,
 * and a new entity or write path needs no listener edits. Writes TypeORM sends no events for (the image
 * store's own SQL) are published explicitly.
 */
export class ChangeStream implements EntitySubscriberInterface {
  private readonly listeners = new Set<ChangeListener>();
  private readonly uncommitted = new WeakMap<QueryRunner, Uncommitted>();
  /** Parents of parts about to be removed, read while the part's row is still there. */
  private readonly removedParts = new WeakMap<QueryRunner, Map<string, RecordChange['partOf']>>();

  private constructor(private readonly dataSource: DataSource) {}

  /** The data source's stream, added once however many apps share it (tests build several). */
  static of(dataSource: DataSource): ChangeStream {
    return oneSubscriber(dataSource, ChangeStream, () => new ChangeStream(dataSource));
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Subscribes a listener of this kind once, however many apps share the data source (tests build several). */
  subscribeOnce(kind: new () => ChangeListener): void {
    if ([...this.listeners].some((listener) => listener instanceof kind)) return;
    this.subscribe(new kind());
  }

  /**
   * Changes made without TypeORM's entity events (SQL of the caller's own). Inside `manager`'s open transaction
   * they are delivered with that transaction's; otherwise at once, as committed.
   */
  async publish(changes: RecordChange[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    for (const change of changes) await this.add(manager.queryRunner, change);
  }

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    if (this.listeners.size === 0) return;
    const { metadata, entity } = event;
    const after = columnValues(metadata, entity);
    await this.add(event.queryRunner, {
      type: metadata.name,
      id: idOf(metadata, entity),
      kind: 'create',
      fields: editedFields(metadata, Object.keys(after)),
      before: {},
      after,
      partOf: await partOf(event.queryRunner, metadata, entity),
    });
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    if (this.listeners.size === 0) return;
    const { metadata, databaseEntity } = event;
    const values = (event.entity ?? {}) as ObjectLiteral;
    // save() loaded the stored row and knows which columns it changed; a criteria update knows only its values.
    const fields = databaseEntity
      ? (event.updatedColumns ?? []).map((column) => column.propertyName)
      : Object.keys(columnValues(metadata, values));
    const before = databaseEntity ? columnValues(metadata, databaseEntity) : {};
    const after = { ...before, ...columnValues(metadata, values) };
    await this.add(event.queryRunner, {
      type: metadata.name,
      id: idOf(metadata, after),
      kind: 'update',
      fields: editedFields(metadata, fields),
      before,
      after,
      partOf: await partOf(event.queryRunner, metadata, after),
    });
  }

  async beforeRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    if (this.listeners.size === 0 || !partRelation(event.metadata)) return;
    const row = removedRow(event);
    const id = idOf(event.metadata, row);
    if (!id) return;
    let parts = this.removedParts.get(event.queryRunner);
    if (!parts) this.removedParts.set(event.queryRunner, (parts = new Map()));
    parts.set(`${event.metadata.name}:${id}`, await partOf(event.queryRunner, event.metadata, row));
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    if (this.listeners.size === 0) return;
    const { metadata } = event;
    const row = removedRow(event);
    const id = idOf(metadata, row);
    const parts = this.removedParts.get(event.queryRunner);
    const key = `${metadata.name}:${id}`;
    const parent = parts?.get(key);
    parts?.delete(key);
    await this.add(event.queryRunner, {
      type: metadata.name,
      id,
      kind: 'delete',
      fields: [],
      before: columnValues(metadata, row),
      after: {},
      partOf: parent,
    });
  }

  /** A content record moved to the trash (TypeORM's soft remove): its row stays, hidden from every find. */
  async afterSoftRemove(event: SoftRemoveEvent<ObjectLiteral>): Promise<void> {
    await this.addTrashMove(event, 'trash');
  }

  /** A trashed record brought back. */
  async afterRecover(event: RecoverEvent<ObjectLiteral>): Promise<void> {
    await this.addTrashMove(event, 'recover');
  }

  private async addTrashMove(event: RemoveEvent<ObjectLiteral>, kind: 'trash' | 'recover'): Promise<void> {
    if (this.listeners.size === 0) return;
    const row = columnValues(event.metadata, removedRow(event));
    await this.add(event.queryRunner, {
      type: event.metadata.name,
      id: idOf(event.metadata, row),
      kind,
      fields: [],
      before: row,
      after: row,
    });
  }

  /** Inside a transaction the 'committing' listeners run here, in it; a savepoint's release runs them for its part. */
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const pending = this.uncommitted.get(event.queryRunner);
    if (!pending || pending.committing.length === 0) return;
    const changes = pending.committing.splice(0);
    await this.deliverCommitting(changes, event.queryRunner.manager);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint released inside a transaction commits nothing yet.
    if (event.queryRunner.isTransactionActive) return;
    const pending = this.uncommitted.get(event.queryRunner);
    if (!pending) return;
    this.uncommitted.delete(event.queryRunner);
    await this.deliverCommitted(pending.committed);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // A savepoint rolled back may leave earlier changes of the transaction to commit: they stay noted.
    if (!event.queryRunner.isTransactionActive) this.uncommitted.delete(event.queryRunner);
  }

  private async add(queryRunner: QueryRunner | undefined, change: RecordChange): Promise<void> {
    const withContext = { ...change, context: change.context ?? currentRequestContext() };
    if (queryRunner?.isTransactionActive) {
      let pending = this.uncommitted.get(queryRunner);
      if (!pending) this.uncommitted.set(queryRunner, (pending = { committing: [], committed: [] }));
      pending.committing.push(withContext);
      pending.committed.push(withContext);
      return;
    }
    // A single statement outside a transaction has committed by now.
    await this.deliverCommitting([withContext], queryRunner?.manager ?? this.dataSource.manager);
    await this.deliverCommitted([withContext]);
  }

  private async deliverCommitting(changes: RecordChange[], manager: EntityManager): Promise<void> {
    for (const listener of this.listeners) await listener.committing?.(changes, manager);
  }

  private async deliverCommitted(changes: RecordChange[]): Promise<void> {
    if (changes.length === 0) return;
    await Promise.all(
      [...this.listeners].map(async (listener) => {
        try {
          await listener.committed?.(changes);
        } catch (error) {
          logger.error({ err: error }, 'A change listener failed after the change committed');
        }
      }),
    );
  }
}

/** The entity's column values (properties only: relations and TypeORM's own fields left out). */
function columnValues(metadata: EntityMetadata, record: ObjectLiteral | undefined): ObjectLiteral {
  const values: ObjectLiteral = {};
  if (!record) return values;
  for (const column of metadata.columns) {
    const value: unknown = column.getEntityValue(record);
    if (value !== undefined) values[column.propertyName] = value;
  }
  return values;
}

/** Fields an edit can change: the columns TypeORM stamps itself (created, updated, version) are not edits. */
function editedFields(metadata: EntityMetadata, properties: string[]): string[] {
  return [...new Set(properties)].filter((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    return column && !column.isCreateDate && !column.isUpdateDate && !column.isVersion;
  });
}

/** The relation that makes this entity a part of another: its parent's side cascades saves to it. */
function partRelation(metadata: EntityMetadata) {
  return metadata.manyToOneRelations.find(
    (relation) => relation.inverseRelation?.isCascadeInsert || relation.inverseRelation?.isCascadeUpdate,
  );
}

/** A part's parent: from the record when it carries the link, otherwise from its stored row. */
async function partOf(
  queryRunner: QueryRunner | undefined,
  metadata: EntityMetadata,
  record: ObjectLiteral,
): Promise<RecordChange['partOf']> {
  const relation = partRelation(metadata);
  if (!relation) return undefined;
  const joinColumn = relation.joinColumns[0];
  const field = relation.inverseRelation!.propertyName;
  const type = relation.inverseEntityMetadata.name;
  const direct =
    stringId(record[joinColumn.propertyName]) ?? stringId((record[relation.propertyName] as ObjectLiteral | undefined)?.id);
  if (direct) return { type, id: direct, field };
  // A part saved through its parent's cascade carries the link only in TypeORM's change map: read it back.
  const id = idOf(metadata, record);
  if (!id || !queryRunner) return { type, id: null, field };
  const stored = await queryRunner.manager.findOne(metadata.target, {
    where: { [metadata.primaryColumns[0].propertyName]: id },
    loadRelationIds: { relations: [relation.propertyName] },
  });
  return { type, id: stringId((stored as ObjectLiteral | null)?.[relation.propertyName]), field };
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

function idOf(metadata: EntityMetadata, record: ObjectLiteral | undefined): string | null {
  if (!record) return null;
  return stringId(record[metadata.primaryColumns[0].propertyName]);
}

function stringId(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
