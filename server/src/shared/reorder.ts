import type { FindOptionsOrder, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import { ValidationError, type FieldErrors } from './errors';
import { MAX_PAGE_SIZE } from './pagination';

/**
 * Manual order (docs/decisions/035-manual-order.md), shared by every ordered kind: founders, team
 * members, service categories, services inside a category, projects, products and partners.
 */

/** Lists of ordered records: position, then newest first, the id breaking the last ties (stable pages). */
export const MANUAL_ORDER = { position: 'ASC', createdAt: 'DESC', id: 'DESC' } as const;

/** One request reorders at most one admin page of records. */
export const MAX_REORDER_IDS = MAX_PAGE_SIZE;

export const NO_IDS_MESSAGE = 'Please give at least one id';
export const TOO_MANY_IDS_MESSAGE = `You can reorder at most ${MAX_REORDER_IDS} records at a time`;
export const DUPLICATE_ID_MESSAGE = 'This id appears more than once';

type Ordered = ObjectLiteral & { id: string; position: number };

export interface ReorderOptions<E extends Ordered> {
  /** Said of an id the scope does not hold: 'Unknown team member id'. */
  unknownMessage: string;
  /** The records that are ordered among themselves (the services of one category); all rows when absent. */
  where?: FindOptionsWhere<E>;
}

/**
 * Puts the records named by `ids` in that order, in one transaction under the rows' locks. The ids
 * may be a subset of the scope (an admin page of a longer list): they take the places they hold
 * now between them, in the new order, and every other record keeps its place. The scope is then
 * numbered 0, 1, 2... and only the rows whose number changed are written, through the repository
 * (so TypeORM's subscribers, the activity log and the response cache, see each write).
 * Empty, oversized, duplicate or unknown ids are refused (BAD_USER_INPUT / 400) before anything is written.
 */
export async function reorderRecords<E extends Ordered>(
  repo: Repository<E>,
  ids: readonly string[],
  options: ReorderOptions<E>,
): Promise<void> {
  checkIds(ids);
  await repo.manager.transaction(async (manager) => {
    const scoped = manager.getRepository<E>(repo.target);
    const rows = await scoped.find({
      select: { id: true, position: true } as never,
      where: options.where,
      order: MANUAL_ORDER as unknown as FindOptionsOrder<E>,
      // Eager relations would join, and FOR UPDATE refuses the nullable side of an outer join.
      loadEagerRelations: false,
      lock: { mode: 'pessimistic_write' },
    });
    const current = rows.map((row) => row.id);
    const known = new Set(current);
    const unknown: FieldErrors = {};
    ids.forEach((id, index) => {
      if (!known.has(id)) unknown[`ids.${index}`] = options.unknownMessage;
    });
    if (Object.keys(unknown).length > 0) throw new ValidationError(unknown);

    const moving = new Set(ids);
    const next = [...current];
    let taken = 0;
    current.forEach((id, slot) => {
      if (moving.has(id)) next[slot] = ids[taken++];
    });
    // Saved as records (not by criteria), so each moved record's change names it (shared/changes).
    const byId = new Map(rows.map((row) => [row.id, row]));
    const moved = [...next.entries()]
      .map(([position, id]) => ({ row: byId.get(id)!, position }))
      .filter(({ row, position }) => row.position !== position)
      .map(({ row, position }) => Object.assign(row, { position }));
    if (moved.length > 0) await scoped.save(moved as never[]);
  });
}

/** The records named by `ids`, in that order (what a reorder answers). */
export function inOrderOf<E extends { id: string }>(ids: readonly string[], records: E[]): E[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.map((id) => byId.get(id)).filter((record): record is E => record !== undefined);
}

/**
 * The position of a new record: before every other one in its scope, so an untouched list stays
 * newest first (the REST contract's order) and a new record shows first until it is moved.
 */
export async function firstPosition<E extends Ordered>(repo: Repository<E>, where?: FindOptionsWhere<E>): Promise<number> {
  const lowest = await repo.minimum('position' as never, where);
  return lowest == null ? 0 : lowest - 1;
}

function checkIds(ids: readonly string[]): void {
  if (ids.length === 0) throw ValidationError.single('ids', NO_IDS_MESSAGE);
  if (ids.length > MAX_REORDER_IDS) throw ValidationError.single('ids', TOO_MANY_IDS_MESSAGE);
  const seen = new Set<string>();
  const duplicates: FieldErrors = {};
  ids.forEach((id, index) => {
    if (seen.has(id)) duplicates[`ids.${index}`] = DUPLICATE_ID_MESSAGE;
    seen.add(id);
  });
  if (Object.keys(duplicates).length > 0) throw new ValidationError(duplicates);
}
