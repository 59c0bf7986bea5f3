import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { maxLengthMessage, NAME_MAX, requiredMessage, URL_MESSAGE } from '../../shared/field-rules';
import { IsHttpUrl } from '../../shared/rule-decorators';

/** SPEC §5: the project's link fields are url-type inputs; anything but an http(s) link to a real host is refused (shared/field-rules). */
const linkRules = () => IsHttpUrl('link', URL_MESSAGE);

/** The columns are varchar(200); saying so beats a database error. */

/** The project form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreateProjectInput {
  @Field()
  @IsNotEmpty({ message: requiredMessage('Title') })
  @MaxLength(NAME_MAX, { message: maxLengthMessage('Title', NAME_MAX) })
  title: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Description') })
  description: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  tags?: string[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(NAME_MAX, { message: maxLengthMessage('Category', NAME_MAX) })
  category?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  features?: string[] | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  technologies?: string[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @linkRules()
  liveDemoLink?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @linkRules()
  githubLink?: string | null;
}

/** Only the fields given change; null or '' clears an optional one (a list becomes empty). */
@InputType()
export class UpdateProjectInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => [String], { nullable: true })
  features?: string[] | null;

  @Field(() => [String], { nullable: true })
  technologies?: string[] | null;

  @Field(() => String, { nullable: true })
  liveDemoLink?: string | null;

  @Field(() => String, { nullable: true })
  githubLink?: string | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'The current screenshot URLs to keep, in their new order; the others are deleted. ' +
      'Omitted or null keeps them all. Uploaded screenshots are appended after these.',
  })
  screenshots?: string[] | null;
}

export const PROJECT_FIELDS = [
  'title',
  'description',
  'tags',
  'category',
  'features',
  'technologies',
  'liveDemoLink',
  'githubLink',
] as const;
