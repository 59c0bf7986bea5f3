import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireAdmin } from '../../shared/viewer';
import { AdminProfilePayload, AuthMessagePayload, LoginPayload } from './admin.types';

@Resolver()
export class AdminResolver {
  @Mutation(() => LoginPayload, { description: 'Username or email, and password. Failed attempts are rate-limited.' })
  async login(
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<LoginPayload> {
    const { token, admin } = await services.admin.login(username, password, viewer.ip);
    return { success: true, message: 'Login successful', token, admin };
  }

  @Authorized()
  @Query(() => AdminProfilePayload)
  async adminProfile(@Ctx() { services, viewer }: GraphQLContext): Promise<AdminProfilePayload> {
    return { success: true, admin: await services.admin.profile(requireAdmin(viewer)) };
  }

  @Authorized()
  @Mutation(() => AuthMessagePayload, { description: 'Revokes the token this request carries.' })
  async logout(@Ctx() { services, viewer }: GraphQLContext): Promise<AuthMessagePayload> {
    await services.admin.logout(requireAdmin(viewer));
    return { success: true, message: 'Logged out successfully' };
  }

  @Authorized()
  @Mutation(() => AuthMessagePayload, { description: "Also revokes the admin's other tokens." })
  async changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AuthMessagePayload> {
    await services.admin.changePassword(requireAdmin(viewer), currentPassword, newPassword);
    return { success: true, message: 'Password changed successfully' };
  }
}
