import { ArrayNotEmpty, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { ICON_MAX, NAME_MAX, SERVICES_MESSAGE } from '@field-rules';
import { RequiredText, RequiredTextField, OptionalTextField, OptionalListField, NullableField } from '../../shared/input-fields';

/** The columns are varchar(100/200); saying so beats a database error. */

/**
 * One service row of the form. Title and description may arrive blank: a blank-titled row is
 * dropped, and a kept row without a description gets the SPEC's message (SPEC §5).
 */
@InputType()
export class ServiceInput {
  @OptionalTextField('Icon', ICON_MAX, { description: 'Public pages map names like FaCode; admin uses an icon-class string.' })
  icon?: string | null;

  @NullableField(String, { description: 'A blank title drops the row.' })
  @RequiredText('Title', NAME_MAX)
  title?: string | null;

  @NullableField(String)
  @RequiredText('Description')
  description?: string | null;

  @OptionalListField()
  features?: string[] | null;
}

/** The service category form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreateServiceCategoryInput {
  @RequiredTextField('Category', NAME_MAX)
  category: string;

  @OptionalListField({ description: 'Category-level features, shown on admin cards.' })
  features?: string[] | null;

  @Field(() => [ServiceInput], { description: 'In display order.' })
  @ArrayNotEmpty({ message: SERVICES_MESSAGE })
  @ValidateNested({ each: true })
  services: ServiceInput[];
}

/** Only the fields given change; `services`, when given, replaces the whole list. */
@InputType()
export class UpdateServiceCategoryInput {
  @NullableField(String)
  category?: string | null;

  @NullableField([String])
  features?: string[] | null;

  @Field(() => [ServiceInput], { nullable: true, description: 'Replaces every service, in this order.' })
  services?: ServiceInput[] | null;
}

export const SERVICE_CATEGORY_FIELDS = ['category', 'features', 'services'] as const;
