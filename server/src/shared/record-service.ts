import { In, IsNull, Not, type DeepPartial, type FindOptionsWhere, type Repository } from 'typeorm';
import { isUuid } from './base-record';
import type { ContentRecord } from './content-record';
import { findCompiled, findOneByCompiled } from './compiled-find';
import { NotFoundError } from './errors';
import type { ImageStore, IncomingFile } from './images';
import { OrderedRecord } from './ordered-record';
import { pageOptions, type PaginationArgs } from './pagination';
import { firstPosition, inOrderOf, MANUAL_ORDER, reorderRecords } from './reorder';
import { requireRole, type Viewer } from './viewer';

/**
 * What every content service shares: newest-first lists (manual order for OrderedRecords), lookups that answer 'not found'
 * (also for malformed ids), deletes that move the record to the trash and purges that take its files with it
 * (docs/decisions/064-trash.md), and image writes that never leave an orphaned file behind.
 */
export abstract class RecordService<E extends ContentRecord> {
  protected constructor(
    protected readonly repo: Repository<E>,
    /** The REST contract's name for the entity, used in 'X not found' and 'X deleted successfully'. */
    readonly entityName: string,
    protected readonly images: ImageStore,
  ) {}

  list(page?: PaginationArgs, where?: FindOptionsWhere<E>): Promise<E[]> {
    return findCompiled(this.repo, {
      where,
      order: (this.manuallyOrdered ? MANUAL_ORDER : { createdAt: 'DESC', id: 'DESC' }) as never,
      ...pageOptions(page),
    });
  }

  /** Records that extend OrderedRecord are listed and reordered by hand (docs/decisions/035-manual-order.md). */
  protected get manuallyOrdered(): boolean {
    return typeof this.repo.target === 'function' && this.repo.target.prototype instanceof OrderedRecord;
  }

  /** For 'Unknown team member id'. */
  protected get orderLabel(): string {
    return this.entityName.toLowerCase();
  }

  /** Saves a new order in one transaction (see reorderRecords); answers the named records in that order. */
  async reorder(viewer: Viewer, ids: readonly string[]): Promise<E[]> {
    this.requireWriter(viewer);
    if (!this.manuallyOrdered) throw new Error(`${this.entityName} has no manual order`);
    const repo = this.repo as unknown as Repository<E & OrderedRecord>;
    await reorderRecords(repo, ids, { unknownMessage: `Unknown ${this.orderLabel} id` });
    return inOrderOf(ids, await this.repo.findBy({ id: In([...ids]) } as FindOptionsWhere<E>));
  }

  /** The fields a new record starts with so that it shows first (none for records without a manual order). */
  protected async newRecordPlace(): Promise<{ position?: number }> {
    if (!this.manuallyOrdered) return {};
    return { position: await firstPosition(this.repo as unknown as Repository<E & OrderedRecord>) };
  }

  async get(id: string, where?: FindOptionsWhere<E>): Promise<E> {
    const record = isUuid(id) ? await findOneByCompiled(this.repo, { ...where, id } as FindOptionsWhere<E>) : null;
    if (!record) throw new NotFoundError(this.entityName);
    return record;
  }

  /** Moves the record to the trash: gone from every list and page at once, its files and links kept for a restore. */
  async delete(viewer: Viewer, id: string): Promise<E> {
    this.requireWriter(viewer);
    const record = await this.get(id);
    this.requireWriter(viewer, record);
    // A copy naming only the id: the record's parts (a category's services) wait in the trash inside it, untouched.
    await this.repo.softRemove(this.repo.create({ id: record.id } as DeepPartial<E>));
    return record;
  }

  /** Brings a record back from the trash, as it was; answers it. */
  async restore(viewer: Viewer, id: string): Promise<E> {
    this.requireWriter(viewer);
    const record = await this.trashed(id);
    this.requireWriter(viewer, record);
    await this.repo.recover(this.repo.create({ id: record.id } as DeepPartial<E>));
    return this.get(id);
  }

  /** Deletes a trashed record for good, and then its files; answers the record as it was. */
  async purge(viewer: Viewer, id: string): Promise<E> {
    this.requireWriter(viewer);
    this.requireWriter(viewer, await this.trashed(id));
    return this.purgeTrashed(id);
  }

  /**
   * Who may write these records, and this one (docs/decisions/065-roles.md): editors and owners, unless the service
   * says otherwise (authors write their own blog drafts). Asked first without the record, so a caller without the role
   * learns nothing of which ids exist.
   */
  requireWriter(viewer: Viewer, _record?: E): void {
    requireRole(viewer, 'editor');
  }

  /** purge() for the trash's own expiry, which acts for no one. */
  async purgeTrashed(id: string): Promise<E> {
    const record = await this.trashed(id);
    const files = this.filesOf(record);
    await this.repo.remove(record);
    await this.images.remove(files);
    // remove() clears the id; callers still want to say which record went.
    record.id = id;
    return record;
  }

  /** A record in the trash ('not found' for one that is not there). */
  protected async trashed(id: string): Promise<E> {
    const record = isUuid(id)
      ? await this.repo.findOne({ where: { id, deletedAt: Not(IsNull()) } as FindOptionsWhere<E>, withDeleted: true })
      : null;
    if (!record) throw new NotFoundError(this.entityName);
    return record;
  }

  /** Stored files that belong to a record and go when it goes. */
  protected abstract filesOf(record: E): Array<string | null | undefined>;

  /**
   * Stores `file` (when given) and runs `write` with its URL. If the write fails the new file
   * is removed; if it succeeds the file it replaced is removed.
   */
  protected async writeWithImage<T>(
    file: IncomingFile | undefined,
    folder: string,
    replaced: string | null | undefined,
    write: (url: string | undefined) => Promise<T>,
  ): Promise<T> {
    const url = file ? await this.images.save(file, folder) : undefined;
    let result: T;
    try {
      result = await write(url);
    } catch (error) {
      if (url) await this.images.remove([url]);
      throw error;
    }
    if (url && replaced && replaced !== url) await this.images.remove([replaced]);
    return result;
  }
}

/**
 * An update is a partial patch: undefined keeps the stored value, null or '' clears it.
 * The merged values are validated like a create, so both paths apply the same rules.
 */
export function mergePatch<T extends object>(current: T, patch: object, keys: ReadonlyArray<keyof T>): Partial<T> {
  const merged: Partial<T> = {};
  for (const key of keys) {
    const next = (patch as Partial<T>)[key];
    merged[key] = next === undefined ? current[key] : next;
  }
  return merged;
}
