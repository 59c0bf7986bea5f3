import { Field, Int, ArgsType } from 'type-graphql';
import { ValidationError } from './errors';

/** The largest page any list answers; a larger `take` is refused (400 / BAD_USER_INPUT), never clamped. */
export const MAX_PAGE_SIZE = 100;

/**
 * The page a list answers when the caller names no `take`: every record up to the cap, so clients
 * that never page (the REST contract's bare arrays, the admin grids) keep working while a table
 * that grows can no longer make one request return all of it (docs/decisions/020-list-pages-and-load-more.md).
 */
export const DEFAULT_PAGE_SIZE = MAX_PAGE_SIZE;

/** Every list accepts skip/take; without `take` it answers its first DEFAULT_PAGE_SIZE records. */
@ArgsType()
export class PaginationArgs {
  @Field(() => Int, { nullable: true })
  skip?: number | null;

  @Field(() => Int, { nullable: true })
  take?: number | null;
}

/**
 * TypeORM find options for a page: refuses negative offsets and sizes outside 1..MAX_PAGE_SIZE,
 * and always limits the page (to `defaultTake` when no `take` is given).
 */
export function pageOptions(page: PaginationArgs = {}, defaultTake = DEFAULT_PAGE_SIZE): { skip?: number; take: number } {
  const { skip, take } = page;
  // Past the largest safe integer a REST ?skip= (1e308, say) would reach the database as an offset it refuses.
  if (skip != null && (!Number.isSafeInteger(skip) || skip < 0)) {
    throw ValidationError.single('skip', 'skip must be a whole number of at least 0');
  }
  if (take != null && (!Number.isInteger(take) || take < 1 || take > MAX_PAGE_SIZE)) {
    throw ValidationError.single('take', `take must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { skip: skip ?? undefined, take: take ?? defaultTake };
}
