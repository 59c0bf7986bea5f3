import type { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import type { ImageStore, IncomingFile } from '../../shared/images';
import { mergePatch, RecordService } from '../../shared/record-service';
import { validateInput } from '../../shared/validation';
import { requireAdmin, type Viewer } from '../../shared/viewer';
import { TeamMember } from './team-member.entity';
import { CreateTeamMemberInput, TEAM_MEMBER_FIELDS, type UpdateTeamMemberInput } from './team-member.inputs';

const FOLDER = 'team';

export class TeamMemberService extends RecordService<TeamMember> {
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(TeamMember), 'Team member', images);
  }

  async create(viewer: Viewer, input: CreateTeamMemberInput, image: IncomingFile | undefined): Promise<TeamMember> {
    requireAdmin(viewer);
    const values = await validateInput(CreateTeamMemberInput, input);
    if (!image) throw ValidationError.single('image', 'Profile image is required');
    return this.writeWithImage(image, FOLDER, null, (url) =>
      this.repo.save(this.repo.create({ ...values, image: url! })),
    );
  }

  async update(viewer: Viewer, id: string, patch: UpdateTeamMemberInput, image?: IncomingFile): Promise<TeamMember> {
    requireAdmin(viewer);
    const member = await this.get(id);
    const values = await validateInput(CreateTeamMemberInput, mergePatch(member, patch, TEAM_MEMBER_FIELDS));
    return this.writeWithImage(image, FOLDER, member.image, (url) =>
      this.repo.save(Object.assign(member, values, url ? { image: url } : {})),
    );
  }

  protected filesOf(member: TeamMember) {
    return [member.image];
  }
}
