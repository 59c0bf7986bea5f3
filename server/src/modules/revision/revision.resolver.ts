import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Revision } from './revision.entity';

@Resolver(() => Revision)
export class RevisionResolver {
  @Authorized()
  @Query(() => [Revision], { description: "Admin only: a record's revisions, newest first." })
  revisions(
    @Arg('recordType', {
      description: "'BlogPost', 'Product', 'Project', 'ServiceCategory', 'Founder', 'TeamMember', 'Partner' or 'SiteSettings'.",
    })
    recordType: string,
    @Arg('recordId', () => ID) recordId: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Revision[]> {
    return services.revisions.list(viewer, recordType, recordId);
  }

  @Authorized()
  @Mutation(() => Revision, {
    description: "Saves the record with an older revision's fields; returns the new revision that save made.",
  })
  restoreRevision(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Revision> {
    return services.revisions.restore(viewer, id);
  }
}
