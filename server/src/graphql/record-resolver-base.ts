import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { Services } from '../services';
import type { ContentRecord } from '../shared/content-record';
import { PaginationArgs } from '../shared/pagination';
import type { RecordService } from '../shared/record-service';
import type { GraphQLContext } from './context';

export const capitalised = (name: string) => name[0].toUpperCase() + name.slice(1);
/** The record as the descriptions name it: 'teamMember' reads 'team member'. */
export const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/**
 * The four operations every listed record has, whatever its create and update take: list and one (public), delete and
 * the manual order (docs/decisions/035-manual-order.md), named from `names` (founders, founder, deleteFounder,
 * reorderFounders). createRecordResolver and createImageRecordResolver extend the returned class with create and
 * update; TypeGraphQL's resolver inheritance gives the concrete resolver every level's operations.
 */
export function createRecordResolverBase<E extends ContentRecord>(spec: {
  entity: ClassType<E>;
  names: { one: string; many: string };
  serviceOf: (services: Services) => RecordService<E>;
  /** The delete mutation's description: what happens to the record (and its files). */
  deleteDescription: string;
}) {
  const { entity, names, serviceOf } = spec;

  // TypeGraphQL 2 has no `isAbstract`: a resolver class left out of buildSchema's list adds nothing by itself.
  @Resolver()
  abstract class RecordResolverBase {
    @Query(() => [entity], { name: names.many })
    list(@Args() page: PaginationArgs, @Ctx() { services }: GraphQLContext): Promise<E[]> {
      return serviceOf(services).list(page);
    }

    @Query(() => entity, { name: names.one })
    one(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<E> {
      return serviceOf(services).get(id);
    }

    @Authorized()
    @Mutation(() => entity, { name: `delete${capitalised(names.one)}`, description: spec.deleteDescription })
    delete(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<E> {
      return serviceOf(services).delete(viewer, id);
    }

    @Authorized()
    @Mutation(() => [entity], {
      name: `reorder${capitalised(names.many)}`,
      description: `Saves the manual order in one transaction: the named ${words(names.many)} in this order (a subset keeps the others in place); returns them in it.`,
    })
    reorder(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services, viewer }: GraphQLContext): Promise<E[]> {
      return serviceOf(services).reorder(viewer, ids);
    }
  }
  return RecordResolverBase;
}
