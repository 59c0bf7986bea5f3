import { IsNull, LessThan, Not, type DataSource, type ObjectLiteral } from 'typeorm';
import { TRASHED_TYPES, UNKNOWN_TRASH_TYPE_MESSAGE } from '@field-rules';
import { isUuid } from '../../shared/base-record';
import type { ContentRecord } from '../../shared/content-record';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { pageOptions, type PaginationArgs } from '../../shared/pagination';
import { requireAdmin, requireRole, type Viewer } from '../../shared/viewer';
import { logger } from '../../ops/logger';
import { recordLabel } from '../activity-log/activity-changes';
import { storedPolicy } from '../revision/revision.service';
import type { TrashItem } from './trash-item';

export type TrashedType = (typeof TRASHED_TYPES)[number];

/** What the trash needs of each content service (RecordService has it; BlogPostService delegates to one). */
export interface TrashableService {
  /** Refuses a caller whose role may not write these records (before anything is looked up). */
  requireWriter(viewer: Viewer): void;
  restore(viewer: Viewer, id: string): Promise<ContentRecord>;
  purge(viewer: Viewer, id: string): Promise<ContentRecord>;
  purgeTrashed(id: string): Promise<ContentRecord>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The trash (issue 30, docs/decisions/064-trash.md): every content record deleted by either door waits here for the
 * policy's `trashDays`, then goes for good with its files. Restoring and purging are the record's own service's (which
 * knows its files); this lists across the types and keeps the expiry.
 */
export class TrashService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly services: Record<TrashedType, TrashableService>,
  ) {}

  /**
   * What is in the trash, most recently deleted first, a page at a time (after the expired have gone). Each type gives
   * its newest skip + take, merged: one statement per type however many rows the trash holds.
   */
  async list(viewer: Viewer, page?: PaginationArgs): Promise<TrashItem[]> {
    requireRole(viewer, 'editor');
    const { skip = 0, take } = pageOptions(page);
    const days = await this.trashDays();
    await this.purgeExpired(days);
    const items: TrashItem[] = [];
    for (const type of TRASHED_TYPES) {
      const rows = await this.repositoryOf(type).find({
        where: { deletedAt: Not(IsNull()) },
        order: { deletedAt: 'DESC', id: 'DESC' },
        take: skip + take,
        withDeleted: true,
      });
      items.push(...rows.map((row) => itemOf(type, row, days)));
    }
    return items.sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime()).slice(skip, skip + take);
  }

  /** Puts a trashed record back where it was; answers the item it was. */
  restore(viewer: Viewer, recordType: string, id: string): Promise<TrashItem> {
    return this.acting(viewer, recordType, id, (service) => service.restore(viewer, id));
  }

  /** Deletes a trashed record for good, with its files; answers the item it was. */
  purge(viewer: Viewer, recordType: string, id: string): Promise<TrashItem> {
    return this.acting(viewer, recordType, id, (service) => service.purge(viewer, id));
  }

  private async acting(
    viewer: Viewer,
    recordType: string,
    id: string,
    act: (service: TrashableService) => Promise<unknown>,
  ): Promise<TrashItem> {
    // Who may is the record's service's to say (an author restores their own drafts).
    requireAdmin(viewer);
    if (!isTrashedType(recordType)) throw ValidationError.single('recordType', UNKNOWN_TRASH_TYPE_MESSAGE);
    this.services[recordType].requireWriter(viewer);
    const row = isUuid(id)
      ? await this.repositoryOf(recordType).findOne({ where: { id, deletedAt: Not(IsNull()) }, withDeleted: true })
      : null;
    if (!row) throw new NotFoundError(this.dataSource.getMetadata(recordType).name);
    await act(this.services[recordType]);
    return itemOf(recordType, row, await this.trashDays());
  }

  /**
   * Deletes for good what has waited longer than the policy's days. Run when the trash is listed and on a timer
   * (index.ts); instances running it at once each find the other's purges gone, which they skip.
   */
  async purgeExpired(days?: number): Promise<number> {
    const cutoff = new Date(Date.now() - (days ?? (await this.trashDays())) * DAY_MS);
    let purged = 0;
    for (const type of TRASHED_TYPES) {
      const expired = await this.repositoryOf(type).find({
        select: { id: true },
        where: { deletedAt: LessThan(cutoff) },
        withDeleted: true,
      });
      for (const { id } of expired) {
        try {
          await this.services[type].purgeTrashed(id);
          purged += 1;
        } catch (error) {
          // Restored or purged meanwhile (another instance): nothing left to do; anything else is worth a line.
          if (!(error instanceof NotFoundError)) logger.warn({ err: error, type, id }, 'Trash expiry failed');
        }
      }
    }
    return purged;
  }

  private async trashDays(): Promise<number> {
    return (await this.dataSource.manager.transaction((manager) => storedPolicy(manager))).trashDays;
  }

  private repositoryOf(type: TrashedType) {
    return this.dataSource.getRepository<ContentRecord & ObjectLiteral>(type);
  }
}

function isTrashedType(type: string): type is TrashedType {
  return (TRASHED_TYPES as readonly string[]).includes(type);
}

function itemOf(recordType: TrashedType, row: ContentRecord & ObjectLiteral, days: number): TrashItem {
  const deletedAt = row.deletedAt!;
  return {
    recordType,
    recordId: row.id,
    label: recordLabel(row) ?? row.id,
    deletedAt,
    purgeAt: new Date(deletedAt.getTime() + days * DAY_MS),
  };
}
