import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { DEFAULT_DASHBOARD_DAYS } from './analytics.service';
import { Dashboard } from './dashboard.types';

@Resolver(() => Dashboard)
export class AnalyticsResolver {
  @Authorized()
  @Query(() => Dashboard, {
    description: 'Editors and owners: the admin home (visits counted without tracking, messages, posts, activity).',
  })
  dashboard(
    @Arg('days', () => Int, { defaultValue: DEFAULT_DASHBOARD_DAYS }) days: number,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Dashboard> {
    return services.analytics.dashboard(viewer, days);
  }
}
