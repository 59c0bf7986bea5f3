import { ArrayNotEmpty, IsNotEmpty, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { ICON_MAX, maxLengthMessage, NAME_MAX, requiredMessage, SERVICES_MESSAGE } from '../../shared/field-rules';

/** The columns are varchar(100/200); saying so beats a database error. */

/**
 * One service row of the form. Title and description may arrive blank: a blank-titled row is
 * dropped, and a kept row without a description gets the SPEC's message (SPEC §5).
 */
@InputType()
export class ServiceInput {
  @Field(() => String, { nullable: true, description: 'Public pages map names like FaCode; admin uses an icon-class string.' })
  @IsOptional()
  @MaxLength(ICON_MAX, { message: maxLengthMessage('Icon', ICON_MAX) })
  icon?: string | null;

  @Field(() => String, { nullable: true, description: 'A blank title drops the row.' })
  @IsNotEmpty({ message: requiredMessage('Title') })
  @MaxLength(NAME_MAX, { message: maxLengthMessage('Title', NAME_MAX) })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsNotEmpty({ message: requiredMessage('Description') })
  description?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  features?: string[] | null;
}

/** The service category form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreateServiceCategoryInput {
  @Field()
  @IsNotEmpty({ message: requiredMessage('Category') })
  @MaxLength(NAME_MAX, { message: maxLengthMessage('Category', NAME_MAX) })
  category: string;

  @Field(() => [String], { nullable: true, description: 'Category-level features, shown on admin cards.' })
  @IsOptional()
  features?: string[] | null;

  @Field(() => [ServiceInput], { description: 'In display order.' })
  @ArrayNotEmpty({ message: SERVICES_MESSAGE })
  @ValidateNested({ each: true })
  services: ServiceInput[];
}

/** Only the fields given change; `services`, when given, replaces the whole list. */
@InputType()
export class UpdateServiceCategoryInput {
  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => [String], { nullable: true })
  features?: string[] | null;

  @Field(() => [ServiceInput], { nullable: true, description: 'Replaces every service, in this order.' })
  services?: ServiceInput[] | null;
}

export const SERVICE_CATEGORY_FIELDS = ['category', 'features', 'services'] as const;
