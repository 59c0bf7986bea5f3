import { InputType } from 'type-graphql';
import { fieldNames } from '@field-rules';
import { BLOG_POST_RECORD } from '@field-rules/records/blog-post';
import { createInputOf, updateInputOf } from '../../shared/record-inputs';

/**
 * The blog form (SPEC §5), from the post's description. The same rules check creates (after an empty
 * slug is derived from the title) and merged updates.
 */
@InputType()
export class CreateBlogPostInput extends createInputOf(BLOG_POST_RECORD) {}

/** Only the fields given change; null or '' clears an optional one (and fails a required one). */
@InputType()
export class UpdateBlogPostInput extends updateInputOf(BLOG_POST_RECORD) {}

export const BLOG_POST_FIELDS = fieldNames(BLOG_POST_RECORD);
