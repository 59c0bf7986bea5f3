import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { RevisionPolicy } from './revision-policy.entity';
import { UpdateRevisionPolicyInput } from './revision-policy.inputs';
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

  @Authorized()
  @Query(() => RevisionPolicy, { description: 'Admin only: how long revisions are kept.' })
  revisionPolicy(@Ctx() { services, viewer }: GraphQLContext): Promise<RevisionPolicy> {
    return services.revisions.policy(viewer);
  }

  @Authorized()
  @Mutation(() => RevisionPolicy, {
    description: 'Changes the fields given; revisions the new policy no longer keeps are dropped at once.',
  })
  updateRevisionPolicy(
    @Arg('input') input: UpdateRevisionPolicyInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<RevisionPolicy> {
    return services.revisions.updatePolicy(viewer, input);
  }
}
