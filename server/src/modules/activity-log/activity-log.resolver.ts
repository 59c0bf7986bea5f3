import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ActivityLogEntry } from './activity-log.entity';
import { ActivityLogArgs } from './activity-log.inputs';

@Resolver(() => ActivityLogEntry)
export class ActivityLogResolver {
  @Authorized()
  @Query(() => [ActivityLogEntry], {
    description: 'Admin only: every admin write, newest first; 50 entries unless `take` says otherwise (at most 100).',
  })
  activityLog(@Args() args: ActivityLogArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<ActivityLogEntry[]> {
    return services.activityLog.list(viewer, args);
  }

  @Authorized()
  @Query(() => [String], { description: 'Admin only: the record types the activity log has entries for.' })
  activityLogEntityTypes(@Ctx() { services, viewer }: GraphQLContext): Promise<string[]> {
    return services.activityLog.entityTypes(viewer);
  }
}
