import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireAccount, requireAdmin } from '../../shared/viewer';
import {
  ActiveSession,
  AdminProfilePayload,
  AuthMessagePayload,
  LoginPayload,
  TwoFactorEnablePayload,
  TwoFactorSetupPayload,
  TwoFactorStatus,
} from './admin.types';

@Resolver()
export class AdminResolver {
  @Mutation(() => LoginPayload, {
    description:
      'Username or email, and password. Failed attempts are rate-limited. With two-factor on, a right password ' +
      'without `code` answers an error with extensions.code TWO_FACTOR_REQUIRED; ask for a code and send all three again.',
  })
  async login(
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Arg('code', () => String, { nullable: true, description: 'An authenticator code or a recovery code.' }) code: string | null,
    @Arg('deviceCode', () => String, {
      nullable: true,
      description:
        'The one-time code emailed while the account refuses new devices (an error with extensions.deviceCodeRequired).',
    })
    deviceCode: string | null,
    @Ctx() { services, viewer, userAgent, cookies }: GraphQLContext,
  ): Promise<LoginPayload> {
    const { token, admin } = await services.admin.login(username, password, viewer.ip, { code, userAgent, deviceCode, cookies });
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
    await services.admin.logout(requireAccount(viewer));
    return { success: true, message: 'Logged out successfully' };
  }

  @Authorized()
  @Mutation(() => AuthMessagePayload, {
    description: "Also revokes the admin's other tokens. With two-factor on, `code` (a current or recovery code) is needed too.",
  })
  async changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AuthMessagePayload> {
    await services.admin.changePassword(requireAccount(viewer), currentPassword, newPassword, code);
    return { success: true, message: 'Password changed successfully' };
  }

  @Authorized()
  @Query(() => TwoFactorStatus)
  async twoFactorStatus(@Ctx() { services, viewer }: GraphQLContext): Promise<TwoFactorStatus> {
    return services.twoFactor.status(requireAccount(viewer));
  }

  @Authorized()
  @Mutation(() => TwoFactorSetupPayload, { description: 'A new secret to scan; two-factor stays off until enableTwoFactor.' })
  async setupTwoFactor(@Ctx() { services, viewer }: GraphQLContext): Promise<TwoFactorSetupPayload> {
    return services.twoFactor.setup(requireAccount(viewer));
  }

  @Authorized()
  @Mutation(() => TwoFactorEnablePayload, {
    description: 'Needs the password and a current code from the app; answers the recovery codes, once.',
  })
  async enableTwoFactor(
    @Arg('password') password: string,
    @Arg('code') code: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<TwoFactorEnablePayload> {
    const recoveryCodes = await services.twoFactor.enable(requireAccount(viewer), password, code);
    return { success: true, message: 'Two-factor authentication enabled', recoveryCodes };
  }

  @Authorized()
  @Mutation(() => AuthMessagePayload, { description: 'Needs the password and a current code (or a recovery code).' })
  async disableTwoFactor(
    @Arg('password') password: string,
    @Arg('code') code: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AuthMessagePayload> {
    await services.twoFactor.disable(requireAccount(viewer), password, code);
    return { success: true, message: 'Two-factor authentication disabled' };
  }

  @Authorized()
  @Query(() => [ActiveSession], { description: "The signed-in admin's live sessions, most recently used first." })
  async adminSessions(@Ctx() { services, viewer }: GraphQLContext): Promise<ActiveSession[]> {
    return services.admin.listSessions(requireAccount(viewer));
  }

  @Authorized()
  @Mutation(() => AuthMessagePayload, {
    description:
      "Revokes one of the signed-in admin's sessions; its token is refused at once. Another session than this one " +
      'needs the password, and with two-factor on a code.',
  })
  async endAdminSession(
    @Arg('id', () => ID) id: string,
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AuthMessagePayload> {
    await services.admin.endSession(requireAccount(viewer), id, { password, code });
    return { success: true, message: 'Session ended' };
  }
}
