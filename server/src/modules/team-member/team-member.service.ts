import type { DataSource } from 'typeorm';
import { PROFILE_IMAGE_MESSAGE } from '../../shared/field-rules';
import { ImageRecordService } from '../../shared/image-record-service';
import type { ImageStore } from '../../shared/images';
import { TeamMember } from './team-member.entity';
import { CreateTeamMemberInput, TEAM_MEMBER_FIELDS } from './team-member.inputs';

export class TeamMemberService extends ImageRecordService<TeamMember, CreateTeamMemberInput> {
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(TeamMember), images, {
      entityName: 'Team member',
      rules: CreateTeamMemberInput,
      fields: TEAM_MEMBER_FIELDS,
      imageColumn: 'image',
      folder: 'team',
      imageRequired: { field: 'image', message: PROFILE_IMAGE_MESSAGE },
    });
  }
}
