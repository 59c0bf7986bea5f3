import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Redirect } from './redirect.entity';
import { CreateRedirectInput } from './redirect.inputs';

@Resolver(() => Redirect)
export class RedirectResolver {
  @Authorized()
  @Query(() => [Redirect], { description: 'Admin only: every redirect, newest first.' })
  redirects(@Ctx() { services, viewer }: GraphQLContext): Promise<Redirect[]> {
    return services.redirects.list(viewer);
  }

  @Authorized()
  @Mutation(() => Redirect, { description: 'Adds a redirect; a target that redirects itself is followed to its end.' })
  createRedirect(@Arg('input') input: CreateRedirectInput, @Ctx() { services, viewer }: GraphQLContext): Promise<Redirect> {
    return services.redirects.create(viewer, input);
  }

  @Authorized()
  @Mutation(() => Redirect, { description: 'Deletes the redirect; returns the deleted record.' })
  deleteRedirect(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Redirect> {
    return services.redirects.delete(viewer, id);
  }
}
