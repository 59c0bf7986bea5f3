import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PaginationArgs } from '../../shared/pagination';
import { TrashItem } from './trash-item';

const RECORD_TYPE = "'BlogPost', 'Product', 'Project', 'ServiceCategory', 'Founder', 'TeamMember' or 'Partner'.";

@Resolver(() => TrashItem)
export class TrashResolver {
  @Authorized()
  @Query(() => [TrashItem], { description: 'Admin only: deleted records waiting in the trash, most recently deleted first.' })
  trash(@Args() page: PaginationArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<TrashItem[]> {
    return services.trash.list(viewer, page);
  }

  @Authorized()
  @Mutation(() => TrashItem, { description: 'Brings a deleted record back, with its pictures and links; answers what it was.' })
  restoreFromTrash(
    @Arg('recordType', { description: RECORD_TYPE }) recordType: string,
    @Arg('id', () => ID) id: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<TrashItem> {
    return services.trash.restore(viewer, recordType, id);
  }

  @Authorized()
  @Mutation(() => TrashItem, { description: 'Deletes a record in the trash for good, with its files; answers what it was.' })
  deleteFromTrash(
    @Arg('recordType', { description: RECORD_TYPE }) recordType: string,
    @Arg('id', () => ID) id: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<TrashItem> {
    return services.trash.purge(viewer, recordType, id);
  }
}
