import type { FormErrors } from '../../../components/admin/use-form';
import { isBlank, requiredMessage, SLUG_MESSAGE, SLUG_PATTERN, splitList } from '../../../components/admin/validators';
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
  coverImage: File | null;
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
    coverImage: null,
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
  };
}
