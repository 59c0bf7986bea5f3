import { InputType } from 'type-graphql';
import { PROFILE_FIELDS, ProfileInput, ProfilePatchInput } from '../../shared/profile-input';

/** The team member form (SPEC §5: the founder rules without twitter). The same rules check creates and merged updates. */
@InputType()
export class CreateTeamMemberInput extends ProfileInput {}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateTeamMemberInput extends ProfilePatchInput {}

export const TEAM_MEMBER_FIELDS = PROFILE_FIELDS;
