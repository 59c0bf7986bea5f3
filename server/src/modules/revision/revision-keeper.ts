import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { ChangeStream } from '../../shared/changes/change-stream';
import type { ChangeListener, RecordChange } from '../../shared/changes/record-change';
import type { RequestContext } from '../../shared/request-context';
import { actorName } from '../../shared/viewer';
import { REVISION_POLICY_DEFAULTS } from '@field-rules';
import { RevisionPolicy } from './revision-policy.entity';
import { Revision } from './revision.entity';

/** The record types whose saves keep revisions (issue 30), by entity name. */
export const REVISIONED_TYPES: ReadonlySet<string> = new Set([
  'BlogPost',
  'Product',
  'Project',
  'ServiceCategory',
  'Founder',
  'TeamMember',
  'Partner',
  'SiteSettings',
]);

/** Stamped by the database or the order screens, not edits: a save that changes only these keeps no revision. */
const NOT_EDITS = new Set(['id', 'createdAt', 'updatedAt', 'version', 'position']);

/** Saves a restore makes: their revisions say so. */
const restoring = new WeakSet<RequestContext>();
export const markRestoring = (context: RequestContext | undefined) => context && restoring.add(context);

/**
 * Keeps a revision of every save of a content record (REVISIONED_TYPES) made in a request, from the change events
 * (ADR 050), inside the save's transaction: a save that rolls back keeps none, and any write path of either door is
 * followed with no code of its own.
 * A part's change (a service inside its category) is a revision of its parent. The revision holds the whole
 * record as stored after the save (read back in the transaction, with its parts), so each one stands alone.
 */
export class RevisionKeeper implements ChangeListener {
  static install(dataSource: DataSource): void {
    ChangeStream.of(dataSource).subscribeOnce(RevisionKeeper);
  }

  async committing(changes: RecordChange[], manager: EntityManager): Promise<void> {
    // One revision per record per transaction, whatever number of statements the save took.
    const saved = new Map<
      string,
      { type: string; id: string; kind: string; context?: RequestContext; before?: RecordChange['before'] }
    >();
    for (const change of changes) {
      const type = change.partOf?.type ?? change.type;
      const id = change.partOf ? change.partOf.id : change.id;
      // Saves made in a request, by either door (as the activity log): start-up, seed and bulk writes are not edits.
      if (!REVISIONED_TYPES.has(type) || !id || !change.context) continue;
      // Going to the trash and back changes no field: the revisions wait for the record (docs/decisions/064-trash.md).
      if (!change.partOf && change.kind !== 'create' && change.kind !== 'update') continue;
      if (!change.partOf && change.kind === 'update' && change.fields.every((field) => NOT_EDITS.has(field))) continue;
      const key = `${type}:${id}`;
      const kind = change.context && restoring.has(change.context) ? 'restore' : change.partOf ? 'update' : change.kind;
      const before = !change.partOf && change.kind === 'update' ? change.before : undefined;
      if (!saved.has(key) || kind === 'create') saved.set(key, { type, id, kind, context: change.context, before });
    }
    if (saved.size === 0) return;
    const policy = await policyOf(manager);
    for (const { type, id, kind, context, before } of saved.values()) {
      if (kind !== 'create') await keepBaseline(manager, type, id, before);
      const snapshot = await snapshotOf(manager, type, id);
      if (!snapshot) continue;
      await manager.save(
        manager.create(Revision, {
          recordType: type,
          recordId: id,
          kind,
          adminUsername: context?.viewer.admin ? actorName(context.viewer.admin) : null,
          snapshot,
        }),
      );
      await prune(manager, policy, { type, id });
    }
  }
}

/**
 * A record saved for the first time since revisions were kept (demo content, records older than this feature) gets
 * a revision of how it was before, dated when that version was saved, so the first edit can be undone too. Its
 * parts (a category's services) are not known any more by then: that revision has none.
 */
async function keepBaseline(manager: EntityManager, type: string, id: string, before: ObjectLiteral | undefined) {
  if (!before || (await manager.exists(Revision, { where: { recordType: type, recordId: id } }))) return;
  const metadata = manager.connection.getMetadata(type);
  const snapshot = Object.fromEntries(
    metadata.columns
      .filter((column) => !column.relationMetadata && !NOT_EDITS.has(column.propertyName) && column.propertyName in before)
      .map((column) => [column.propertyName, before[column.propertyName] as unknown]),
  );
  await manager.save(
    manager.create(Revision, {
      recordType: type,
      recordId: id,
      kind: 'baseline',
      adminUsername: null,
      snapshot: JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>,
      ...(before.updatedAt instanceof Date ? { createdAt: before.updatedAt } : {}),
    }),
  );
}

/** The record as stored now, in this transaction: its columns and its parts' columns, as JSON values. */
async function snapshotOf(manager: EntityManager, type: string, id: string): Promise<Record<string, unknown> | null> {
  const metadata = manager.connection.getMetadata(type);
  const parts = metadata.oneToManyRelations.filter((relation) => relation.isCascadeInsert || relation.isCascadeUpdate);
  const record = await manager.findOne<ObjectLiteral>(metadata.target, {
    where: { [metadata.primaryColumns[0].propertyName]: id },
    relations: Object.fromEntries(parts.map((relation) => [relation.propertyName, true])),
  });
  if (!record) return null;
  const columns = (target: ObjectLiteral, of: typeof metadata) =>
    Object.fromEntries(
      of.columns
        .filter((column) => !column.relationMetadata && !NOT_EDITS.has(column.propertyName))
        .map((column) => [column.propertyName, column.getEntityValue(target) as unknown]),
    );
  const snapshot: Record<string, unknown> = columns(record, metadata);
  for (const relation of parts) {
    const items = (record[relation.propertyName] as ObjectLiteral[] | undefined) ?? [];
    const sorted = [...items].sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
    snapshot[relation.propertyName] = sorted.map((item) => columns(item, relation.inverseEntityMetadata));
  }
  return JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>;
}

/** How many revisions are kept (the Settings screen's; the defaults should its row be gone). */
export async function policyOf(manager: EntityManager): Promise<{ keepDays: number; keepLatest: number }> {
  const [policy] = await manager.find(RevisionPolicy, { order: { updatedAt: 'ASC' }, take: 1 });
  return policy ?? REVISION_POLICY_DEFAULTS;
}

/**
 * Drops the revisions older than the policy's days that are not among their record's newest `keepLatest`: one
 * record's (as each is written) or every record's (when the policy changes).
 */
export async function prune(
  manager: EntityManager,
  { keepDays, keepLatest }: { keepDays: number; keepLatest: number },
  record?: { type: string; id: string },
): Promise<void> {
  const only = record ? 'WHERE "recordType" = $3 AND "recordId" = $4' : '';
  await manager.query(
    `DELETE FROM "revision" WHERE "id" IN (
       SELECT "id" FROM (
         SELECT "id", "createdAt",
                row_number() OVER (PARTITION BY "recordType", "recordId" ORDER BY "createdAt" DESC, "id" DESC) AS "newest"
         FROM "revision" ${only}
       ) AS "ranked"
       WHERE "newest" > $2 AND "createdAt" < now() - make_interval(days => $1))`,
    record ? [keepDays, keepLatest, record.type, record.id] : [keepDays, keepLatest],
  );
}
