import { PROFILE_IMAGE_MESSAGE } from '@field-rules';
import { imageRecordService } from '../../shared/image-record-service';
import { TeamMember } from './team-member.entity';
import { CreateTeamMemberInput, TEAM_MEMBER_FIELDS } from './team-member.inputs';

export class TeamMemberService extends imageRecordService(TeamMember, {
  entityName: 'Team member',
  rules: CreateTeamMemberInput,
  fields: TEAM_MEMBER_FIELDS,
  image: { column: 'image', folder: 'team', requiredMessage: PROFILE_IMAGE_MESSAGE },
}) {}
