import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { NAME_MAX, URL_MESSAGE } from '@field-rules';
import { IsHttpUrl } from '../../shared/rule-decorators';
import { RequiredTextField, OptionalTextField, OptionalListField, NullableField } from '../../shared/input-fields';

/** SPEC §5: the project's link fields are url-type inputs; anything but an http(s) link to a real host is refused (@field-rules). */
const linkRules = () => IsHttpUrl('link', URL_MESSAGE);

/** The columns are varchar(200); saying so beats a database error. */

/** The project form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreateProjectInput {
  @RequiredTextField('Title', NAME_MAX)
  title: string;

  @RequiredTextField('Description')
  description: string;

  @OptionalListField()
  tags?: string[] | null;

  @OptionalTextField('Category', NAME_MAX)
  category?: string | null;

  @OptionalListField()
  features?: string[] | null;

  @OptionalListField()
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
  @NullableField(String)
  title?: string | null;

  @NullableField(String)
  description?: string | null;

  @NullableField([String])
  tags?: string[] | null;

  @NullableField(String)
  category?: string | null;

  @NullableField([String])
  features?: string[] | null;

  @NullableField([String])
  technologies?: string[] | null;

  @NullableField(String)
  liveDemoLink?: string | null;

  @NullableField(String)
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
