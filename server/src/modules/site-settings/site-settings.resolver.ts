import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ExpectedVersion } from '../../graphql/expected-version';
import { expectVersion } from '../../shared/request-context';
import type { GraphQLContext } from '../../graphql/context';
import { SiteSettings } from './site-settings.entity';
import { UpdateSiteSettingsInput } from './site-settings.inputs';

@Resolver(() => SiteSettings)
export class SiteSettingsResolver {
  @Query(() => SiteSettings, { description: "Public: the company's details and the home hero's texts." })
  siteSettings(@Ctx() { services }: GraphQLContext): Promise<SiteSettings> {
    return services.siteSettings.get();
  }

  @Authorized()
  @Mutation(() => SiteSettings, { description: 'Changes the fields given; returns the stored settings.' })
  updateSiteSettings(
    @Arg('input') input: UpdateSiteSettingsInput,
    @ExpectedVersion() expectedVersion: number | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<SiteSettings> {
    // The one record of its kind: named by its entity, as the REST door does.
    expectVersion(SiteSettings.name, expectedVersion);
    return services.siteSettings.update(viewer, input);
  }
}
