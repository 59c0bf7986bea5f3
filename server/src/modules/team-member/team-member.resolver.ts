import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import { PaginationArgs } from '../../shared/pagination';
import { TeamMember } from './team-member.entity';
import { CreateTeamMemberInput, UpdateTeamMemberInput } from './team-member.inputs';

@Resolver(() => TeamMember)
export class TeamMemberResolver {
  @Query(() => [TeamMember])
  teamMembers(@Args() page: PaginationArgs, @Ctx() { services }: GraphQLContext): Promise<TeamMember[]> {
    return services.teamMembers.list(page);
  }

  @Query(() => TeamMember)
  teamMember(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<TeamMember> {
    return services.teamMembers.get(id);
  }

  @Authorized()
  @Mutation(() => TeamMember)
  async createTeamMember(
    @Arg('input') input: CreateTeamMemberInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<TeamMember> {
    return services.teamMembers.create(viewer, input, await readUpload(image));
  }

  @Authorized()
  @Mutation(() => TeamMember)
  async updateTeamMember(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateTeamMemberInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<TeamMember> {
    return services.teamMembers.update(viewer, id, input, await readUpload(image));
  }

  @Authorized()
  @Mutation(() => TeamMember, { description: 'Deletes the team member and its image; returns the deleted record.' })
  deleteTeamMember(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<TeamMember> {
    return services.teamMembers.delete(viewer, id);
  }

  @Authorized()
  @Mutation(() => [TeamMember], {
    description:
      'Saves the manual order in one transaction: the named team members in this order (a subset keeps the others in place); returns them in it.',
  })
  reorderTeamMembers(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services, viewer }: GraphQLContext): Promise<TeamMember[]> {
    return services.teamMembers.reorder(viewer, ids);
  }
}
