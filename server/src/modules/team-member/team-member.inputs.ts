import { InputType } from 'type-graphql';
import { fieldNames } from '@field-rules';
import { TEAM_MEMBER_RECORD } from '@field-rules/records/person';
import { createInputOf, updateInputOf } from '../../shared/record-inputs';

/** The team member form (SPEC §5: the founder rules without twitter). The same rules check creates and merged updates. */
@InputType()
export class CreateTeamMemberInput extends createInputOf(TEAM_MEMBER_RECORD) {}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateTeamMemberInput extends updateInputOf(TEAM_MEMBER_RECORD) {}

export const TEAM_MEMBER_FIELDS = fieldNames(TEAM_MEMBER_RECORD);
