import { Field, Int, ArgsType } from 'type-graphql';
import { ValidationError } from './errors';

/** Every list accepts skip/take; without them it returns all records (the SPEC's pages show everything). */
@ArgsType()
export class PaginationArgs {
  @Field(() => Int, { nullable: true })
  skip?: number | null;

  @Field(() => Int, { nullable: true })
  take?: number | null;
}

export const MAX_PAGE_SIZE = 100;

/** TypeORM find options for a page; refuses negative offsets and sizes outside 1..100. */
export function pageOptions(page: PaginationArgs = {}): { skip?: number; take?: number } {
  const { skip, take } = page;
  if (skip != null && (!Number.isInteger(skip) || skip < 0)) {
    throw ValidationError.single('skip', 'skip must be a whole number of at least 0');
  }
  if (take != null && (!Number.isInteger(take) || take < 1 || take > MAX_PAGE_SIZE)) {
    throw ValidationError.single('take', `take must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { skip: skip ?? undefined, take: take ?? undefined };
}
