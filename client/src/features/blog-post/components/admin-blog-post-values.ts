import { validateAltText } from '../../../components/admin/image-alt';
import type { FormErrors } from '../../../components/forms/use-form';
import { isBlank, PUBLISH_AT_MESSAGE, requiredMessage, SLUG_MESSAGE, SLUG_PATTERN, splitList } from '@field-rules';
import type { AdminBlogPostFragment, CreateBlogPostInput } from '../../../gql-admin/graphql';

export interface BlogPostFormValues {
  title: string;
  slug: string;
  author: string;
  category: string;
  excerpt: string;
  /** HTML; the server sanitises it. */
  content: string;
  /** Comma-separated. */
  tags: string;
  /** Unchecked means a draft (SPEC §4). */
  published: boolean;
  featured: boolean;
  /** A datetime-local value in the admin's time zone; empty: public as soon as published. */
  publishAt: string;
  coverImage: File | null;
  /** The cover's alt text (optional; empty: pages use the title). */
  coverAlt: string;
}

/** An ISO time as a datetime-local input's value ('2026-11-23T14:05:00', seconds shown), in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A datetime-local value (the browser's time zone) as an ISO time; empty is null. */
export function fromLocalInput(local: string): string | null {
  if (!local.trim()) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Published, but with a time still ahead: visitors see it from then on. */
export function isScheduled(post: { published: boolean; publishAt?: string | null }, now = Date.now()): boolean {
  return post.published && Boolean(post.publishAt) && new Date(post.publishAt!).getTime() > now;
}

export function toFormValues(post?: AdminBlogPostFragment | null): BlogPostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    author: post?.author ?? '',
    category: post?.category ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    tags: post?.tags.join(', ') ?? '',
    published: post?.published ?? false,
    featured: post?.featured ?? false,
    publishAt: toLocalInput(post?.publishAt),
    coverImage: null,
    coverAlt: post?.coverPicture?.altText ?? '',
  };
}

/** SPEC §5 (blog): title, slug, author, excerpt and content required; the slug's pattern. Cover optional. */
export function validateBlogPost(values: BlogPostFormValues): FormErrors<BlogPostFormValues> {
  const errors: FormErrors<BlogPostFormValues> = {};
  if (isBlank(values.title)) errors.title = requiredMessage('Title');
  if (isBlank(values.slug)) errors.slug = requiredMessage('Slug');
  else if (!SLUG_PATTERN.test(values.slug.trim())) errors.slug = SLUG_MESSAGE;
  if (isBlank(values.author)) errors.author = requiredMessage('Author');
  if (isBlank(values.excerpt)) errors.excerpt = requiredMessage('Excerpt');
  if (isBlank(values.content)) errors.content = requiredMessage('Content');
  if (!isBlank(values.publishAt) && !fromLocalInput(values.publishAt)) errors.publishAt = PUBLISH_AT_MESSAGE;
  const altError = validateAltText(values.coverAlt);
  if (altError) errors.coverAlt = altError;
  return errors;
}

export function toBlogPostInput(values: BlogPostFormValues): CreateBlogPostInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    author: values.author.trim(),
    category: values.category.trim() || null,
    excerpt: values.excerpt.trim(),
    content: values.content,
    tags: splitList(values.tags),
    published: values.published,
    featured: values.featured,
    publishAt: fromLocalInput(values.publishAt),
  };
}
