import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { maxLengthMessage, requiredMessage } from '../../shared/field-rules';
import { IsHttpUrl } from '../../shared/url-rules';

/**
 * SPEC §5: the website must start with http:// or https://; the shared link rules (url-rules.ts)
 * also want a real host, so a bare 'https://' is refused. Localhost stays allowed: the SPEC asks no more.
 */
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
  @IsHttpUrl({ allowLocalhost: true, message: WEBSITE_MESSAGE })
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
