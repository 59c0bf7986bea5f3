import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { TWITTER_MESSAGE } from '../../shared/field-rules';
import { PROFILE_FIELDS, ProfileInput, ProfilePatchInput } from '../../shared/profile-input';
import { IsHttpUrl } from '../../shared/rule-decorators';

/** The founder form (SPEC §5): the shared profile rules plus twitter. The same rules check creates and merged updates. */
@InputType()
export class CreateFounderInput extends ProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsHttpUrl('twitter', TWITTER_MESSAGE)
  twitter?: string | null;
}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateFounderInput extends ProfilePatchInput {
  @Field(() => String, { nullable: true })
  twitter?: string | null;
}

export const FOUNDER_FIELDS = [...PROFILE_FIELDS, 'twitter'] as const;
