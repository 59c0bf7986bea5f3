import { IsBoolean, IsDate, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import {
  BLOG_TITLE_MAX,
  maxLengthMessage,
  NAME_MAX,
  PUBLISH_AT_MESSAGE,
  requiredMessage,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGE,
  SLUG_PATTERN,
} from '@field-rules';
import { RequiredTextField, OptionalTextField, NullableField } from '../../shared/input-fields';

/**
 * The blog form (SPEC §5). The same rules check creates (after an empty slug is derived from
 * the title) and merged updates. The length bounds are the columns', so the database never
 * refuses a value; the SPEC shows none. A later decorator runs first, so a too-long slug gets
 * the length message rather than the pattern's.
 */
@InputType()
export class CreateBlogPostInput {
  @RequiredTextField('Title', BLOG_TITLE_MAX)
  title: string;

  @Field(() => String, { nullable: true, description: 'Derived from the title when empty (SPEC §5).' })
  @IsNotEmpty({ message: requiredMessage('Slug') })
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @MaxLength(SLUG_MAX_LENGTH, { message: maxLengthMessage('Slug', SLUG_MAX_LENGTH) })
  slug?: string | null;

  @RequiredTextField('Excerpt')
  excerpt: string;

  @RequiredTextField('Content', undefined, { description: 'HTML; sanitised on the server.' })
  content: string;

  @RequiredTextField('Author', NAME_MAX)
  author: string;

  @OptionalTextField('Category', NAME_MAX)
  category?: string | null;

  @Field(() => [String], { nullable: true, description: 'Trimmed; blank tags are dropped.' })
  @IsOptional()
  @IsString({ each: true, message: 'Tags must be text' })
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to false: a draft.' })
  @IsOptional()
  @IsBoolean({ message: 'Published must be true or false' })
  published?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to false.' })
  @IsOptional()
  @IsBoolean({ message: 'Featured must be true or false' })
  featured?: boolean | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Scheduled publishing: a published post is public from then on. Null or absent: at once.',
  })
  @IsOptional()
  @IsDate({ message: PUBLISH_AT_MESSAGE })
  publishAt?: Date | null;
}

/** Only the fields given change; null or '' clears an optional one (and fails a required one). */
@InputType()
export class UpdateBlogPostInput {
  @NullableField(String)
  title?: string | null;

  @NullableField(String)
  slug?: string | null;

  @NullableField(String)
  excerpt?: string | null;

  @NullableField(String)
  content?: string | null;

  @NullableField(String)
  author?: string | null;

  @NullableField(String)
  category?: string | null;

  @NullableField([String])
  tags?: string[] | null;

  @NullableField(Boolean)
  published?: boolean | null;

  @NullableField(Boolean)
  featured?: boolean | null;

  @NullableField(Date)
  publishAt?: Date | null;
}

export const BLOG_POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'author',
  'category',
  'tags',
  'published',
  'featured',
  'publishAt',
] as const;
