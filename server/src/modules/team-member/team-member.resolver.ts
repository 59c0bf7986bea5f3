import { Resolver } from 'type-graphql';
import { createImageRecordResolver } from '../../graphql/image-record-resolver';
import { TeamMember } from './team-member.entity';
import { CreateTeamMemberInput, UpdateTeamMemberInput } from './team-member.inputs';

/** teamMembers, teamMember, createTeamMember, updateTeamMember, deleteTeamMember, reorderTeamMembers; the upload argument is `image`. */
@Resolver(() => TeamMember)
export class TeamMemberResolver extends createImageRecordResolver({
  entity: TeamMember,
  createInput: CreateTeamMemberInput,
  updateInput: UpdateTeamMemberInput,
  service: 'teamMembers',
  names: { one: 'teamMember', many: 'teamMembers' },
  file: 'image',
}) {}
