import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { maxLengthMessage, NAME_MAX, requiredMessage, WEBSITE_MESSAGE } from '../../shared/field-rules';
import { IsHttpUrl } from '../../shared/rule-decorators';

/**
 * SPEC §5: the website must start with http:// or https://; the shared link rules (shared/field-rules)
 * also want a real host, so a bare 'https://' is refused. Localhost stays allowed: the SPEC asks no more.
 */

/** The partner form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreatePartnerInput {
  @Field()
  @IsNotEmpty({ message: requiredMessage('Name') })
  @MaxLength(NAME_MAX, { message: maxLengthMessage('Name', NAME_MAX) })
  name: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Website') })
  @IsHttpUrl('website', WEBSITE_MESSAGE)
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
