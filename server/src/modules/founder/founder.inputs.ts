import { InputType } from 'type-graphql';
import { TWITTER_MESSAGE } from '@field-rules';
import { PROFILE_FIELDS, ProfileInput, ProfilePatchInput } from '../../shared/profile-input';
import { OptionalLinkField, NullableField } from '../../shared/input-fields';

/** The founder form (SPEC §5): the shared profile rules plus twitter. The same rules check creates and merged updates. */
@InputType()
export class CreateFounderInput extends ProfileInput {
  @OptionalLinkField('twitter', TWITTER_MESSAGE)
  twitter?: string | null;
}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateFounderInput extends ProfilePatchInput {
  @NullableField(String)
  twitter?: string | null;
}

export const FOUNDER_FIELDS = [...PROFILE_FIELDS, 'twitter'] as const;
