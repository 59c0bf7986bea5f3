import { validateAltText } from '../../../components/admin/image-alt';
import {
  recordFormValues,
  recordInput,
  validateRecord,
  type RecordFormValues,
} from '../../../components/admin/record-form/record-values';
import type { FormErrors } from '../../../components/forms/use-form';
import { BLOG_POST_RECORD } from '@field-rules/records/blog-post';
import type { AdminBlogPostFragment, CreateBlogPostInput } from '../../../gql-admin/graphql';

/**
 * The post's description's fields (field-rules/records/blog-post.ts: tags comma-separated, publishAt a
 * datetime-local value in the admin's time zone, empty meaning public as soon as published) and the cover.
 */
export type BlogPostFormValues = RecordFormValues<typeof BLOG_POST_RECORD.fields> & {
  coverImage: File | null;
  /** The cover's alt text (optional; empty: pages use the title). */
  coverAlt: string;
};

/** Published, but with a time still ahead: visitors see it from then on. */
export function isScheduled(post: { published: boolean; publishAt?: string | null }, now = Date.now()): boolean {
  return post.published && Boolean(post.publishAt) && new Date(post.publishAt!).getTime() > now;
}

export function toFormValues(post?: AdminBlogPostFragment | null): BlogPostFormValues {
  return { ...recordFormValues(BLOG_POST_RECORD, post), coverImage: null, coverAlt: post?.coverPicture?.altText ?? '' };
}

/**
 * SPEC §5 (blog): the description's rules (title, slug, author, excerpt and content required; the slug's
 * pattern; a valid publish time). Checked as an edit: the form fills the slug from the title, so a blank
 * one is refused on create too. Cover optional.
 */
export function validateBlogPost(values: BlogPostFormValues): FormErrors<BlogPostFormValues> {
  const errors: FormErrors<BlogPostFormValues> = validateRecord(BLOG_POST_RECORD, values, 'edit');
  const altError = validateAltText(values.coverAlt);
  if (altError) errors.coverAlt = altError;
  return errors;
}

export function toBlogPostInput(values: BlogPostFormValues): CreateBlogPostInput {
  return recordInput(BLOG_POST_RECORD, values) as unknown as CreateBlogPostInput;
}
