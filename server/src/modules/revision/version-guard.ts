import type { DataSource, EntityManager } from 'typeorm';
import { ChangeStream } from '../../shared/changes/change-stream';
import type { ChangeListener, RecordChange } from '../../shared/changes/record-change';
import { VersionConflictError } from '../../shared/errors';
import { Revision } from './revision.entity';

/** What one transaction did to one record: its own UPDATE statements, and whether parts of it changed. */
interface Touched {
  type: string;
  id: string;
  updates: number;
  partsChanged: boolean;
  createdOrDeleted: boolean;
}

/**
 * Refuses a save over a version newer than the one its caller edited (issue 30, docs/decisions/063-edit-conflicts.md),
 * from the change events, inside the save's transaction. Each UPDATE TypeORM writes adds one to the record's version
 * and holds the row's lock until the commit, so the version read here, less this transaction's own updates, is the
 * one the save was made over: two saves of the same version cannot both pass. A change to a record's parts (a service
 * inside its category) counts as a save of the record: its version goes up too.
 */
export class VersionGuard implements ChangeListener {
  static install(dataSource: DataSource): void {
    ChangeStream.of(dataSource).subscribeOnce(VersionGuard);
  }

  async committing(changes: RecordChange[], manager: EntityManager): Promise<void> {
    const touched = new Map<string, Touched>();
    const note = (type: string, id: string) => {
      const key = `${type}:${id}`;
      let record = touched.get(key);
      if (!record) touched.set(key, (record = { type, id, updates: 0, partsChanged: false, createdOrDeleted: false }));
      return record;
    };
    for (const change of changes) {
      if (change.partOf?.id) note(change.partOf.type, change.partOf.id).partsChanged = true;
      else if (!change.partOf && change.id) {
        const record = note(change.type, change.id);
        if (change.kind === 'update') record.updates += 1;
        else record.createdOrDeleted = true;
      }
    }
    const expected = changes.find((change) => change.context?.expectedVersions)?.context?.expectedVersions;
    for (const record of touched.values()) {
      // Rows written by SQL of their own (the image store's) have no entity: no version either.
      if (!manager.connection.hasMetadata(record.type)) continue;
      const metadata = manager.connection.getMetadata(record.type);
      const version = metadata.versionColumn;
      if (!version || record.createdOrDeleted) continue;
      const { driver } = manager.connection;
      const table = driver.escape(metadata.tableName);
      const column = driver.escape(version.databaseName);
      const key = driver.escape(metadata.primaryColumns[0].databaseName);
      if (record.updates === 0) {
        await manager.query(`UPDATE ${table} SET ${column} = ${column} + 1 WHERE ${key} = $1`, [record.id]);
        record.updates = 1;
      }
      const expectedVersion = expected?.get(record.id) ?? expected?.get(record.type);
      if (expectedVersion === undefined) continue;
      const updatedAt = metadata.updateDateColumn ? driver.escape(metadata.updateDateColumn.databaseName) : 'NULL';
      const [row] = (await manager.query(
        `SELECT ${column} AS version, ${updatedAt} AS "updatedAt" FROM ${table} WHERE ${key} = $1`,
        [record.id],
      )) as Array<{ version: number; updatedAt: Date | string | null }>;
      const over = row && row.version - record.updates;
      if (over !== undefined && over !== expectedVersion) throw await conflictOf(manager, record, over, row.updatedAt);
      // Met: a later write of the same request (a second transaction) is not held to the version this one replaced.
      expected?.delete(expected.has(record.id) ? record.id : record.type);
    }
  }
}

/**
 * Who saved the version the caller did not see, and when: the record's newest revision (installed before the revision
 * keeper, this runs before this save's own is written), or the record's last update for types without revisions.
 */
async function conflictOf(
  manager: EntityManager,
  record: Touched,
  stored: number,
  updatedAt: Date | string | null,
): Promise<VersionConflictError> {
  const [latest] = await manager.find(Revision, {
    where: { recordType: record.type, recordId: record.id },
    order: { createdAt: 'DESC' },
    take: 1,
  });
  const when = latest?.createdAt ?? (updatedAt === null ? new Date() : new Date(updatedAt));
  return new VersionConflictError({
    changedBy: latest?.adminUsername ?? 'someone else',
    changedAt: when.toISOString(),
    version: String(stored),
  });
}
