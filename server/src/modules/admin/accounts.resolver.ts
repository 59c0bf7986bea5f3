import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AdminInvitation } from './admin-invitation.entity';
import { Admin } from './admin.entity';
import { AcceptInvitationInput, InvitationSentPayload, InviteAccountInput } from './accounts.types';

/** Accounts and invitations (issue 30, docs/decisions/065-roles.md): owners only, but for accepting an invitation. */
@Resolver()
export class AccountsResolver {
  @Authorized()
  @Query(() => [Admin], { description: 'Owners only: every back-office account, oldest first.' })
  accounts(@Ctx() { services, viewer }: GraphQLContext): Promise<Admin[]> {
    return services.accounts.list(viewer);
  }

  @Authorized()
  @Query(() => [AdminInvitation], { description: 'Owners only: invitations not yet used or expired, newest first.' })
  invitations(@Ctx() { services, viewer }: GraphQLContext): Promise<AdminInvitation[]> {
    return services.accounts.pendingInvitations(viewer);
  }

  @Query(() => AdminInvitation, { description: 'What an invitation link offers (its email and role), if it still works.' })
  invitation(@Arg('token') token: string, @Ctx() { services }: GraphQLContext): Promise<AdminInvitation> {
    return services.accounts.invitation(token);
  }

  @Authorized()
  @Mutation(() => InvitationSentPayload, { description: 'Owners only: invites someone by email to an account with a role.' })
  inviteAccount(
    @Arg('input') input: InviteAccountInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<InvitationSentPayload> {
    return services.accounts.invite(viewer, input);
  }

  @Authorized()
  @Mutation(() => AdminInvitation, { description: 'Owners only: withdraws an invitation; its link stops working.' })
  revokeInvitation(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<AdminInvitation> {
    return services.accounts.revokeInvitation(viewer, id);
  }

  @Authorized()
  @Mutation(() => Admin, { description: "Owners only: changes an account's role (never the last active owner's)." })
  changeAccountRole(
    @Arg('id', () => ID) id: string,
    @Arg('role') role: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Admin> {
    return services.accounts.changeRole(viewer, id, role);
  }

  @Authorized()
  @Mutation(() => Admin, { description: "Owners only: ends the account's sessions and refuses its sign-ins." })
  deactivateAccount(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Admin> {
    return services.accounts.deactivate(viewer, id);
  }

  @Authorized()
  @Mutation(() => Admin, { description: 'Owners only: lets a deactivated account sign in again.' })
  reactivateAccount(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Admin> {
    return services.accounts.reactivate(viewer, id);
  }

  @Mutation(() => Admin, { description: 'Creates the invited account with its username and password; the link works once.' })
  acceptInvitation(@Arg('input') input: AcceptInvitationInput, @Ctx() { services }: GraphQLContext): Promise<Admin> {
    return services.accounts.accept(input);
  }
}
