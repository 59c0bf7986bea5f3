import { IsNotEmpty } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { NAME_MAX, requiredMessage, WEBSITE_MESSAGE } from '@field-rules';
import { IsHttpUrl } from '../../shared/rule-decorators';
import { RequiredTextField, NullableField } from '../../shared/input-fields';

/**
 * SPEC §5: the website must start with http:// or https://; the shared link rules (@field-rules)
 * also want a real host, so a bare 'https://' is refused. Localhost stays allowed: the SPEC asks no more.
 */

/** The partner form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreatePartnerInput {
  @RequiredTextField('Name', NAME_MAX)
  name: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Website') })
  @IsHttpUrl('website', WEBSITE_MESSAGE)
  website: string;
}

/** Only the fields given change. */
@InputType()
export class UpdatePartnerInput {
  @NullableField(String)
  name?: string | null;

  @NullableField(String)
  website?: string | null;
}

export const PARTNER_FIELDS = ['name', 'website'] as const;
