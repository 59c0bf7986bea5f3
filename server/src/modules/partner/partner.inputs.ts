import { IsNotEmpty, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { maxLengthMessage, requiredMessage } from '../../shared/field-rules';

/**
 * SPEC §5: the website must start with http:// or https://. A host must follow the scheme
 * (so a bare 'https://' is refused) and the address may not contain whitespace.
 */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/;
export const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** The partner form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreatePartnerInput {
  @Field()
  @IsNotEmpty({ message: requiredMessage('Name') })
  @MaxLength(200, { message: maxLengthMessage('Name', 200) })
  name: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Website') })
  @Matches(WEBSITE_PATTERN, { message: WEBSITE_MESSAGE })
  website: string;
}

/** Only the fields given change. */
@InputType()
export class UpdatePartnerInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;
}

export const PARTNER_FIELDS = ['name', 'website'] as const;
