import type { BlogPostPageQuery } from '../../gql/graphql';
import { testPicture } from '../../testing/pictures';

type Post = BlogPostPageQuery['blogPostBySlug'];

/** Test data shaped like the server's BlogPost (with __typename, as the cache expects). */
export function buildBlogPost(overrides: Partial<Post> = {}): Post & { __typename: 'BlogPost' } {
  const post = {
    __typename: 'BlogPost' as const,
    id: 'b1',
    slug: 'shipping-ai-features',
    title: 'Shipping AI Features Without the Hype',
    excerpt: 'What we learned putting language models into production.',
    coverImage: '/uploads/blog/shipping.png',
    author: 'Ayesha Khan',
    category: 'Engineering',
    tags: ['ai', 'product'],
    featured: false,
    createdAt: '2026-11-21T12:00:00.000Z',
    content: '<p>Start with the <em>problem</em>, not the model.</p>',
    ...overrides,
  };
  // The cover picture follows the cover URL (overridden or not) unless a test gives its own.
  const coverPicture =
    overrides.coverPicture !== undefined
      ? overrides.coverPicture
      : post.coverImage
        ? testPicture(post.coverImage, post.title, { width: 1200, height: 630 })
        : null;
  return { ...post, coverPicture };
}

/** The card-sized subset of a post, as PublicBlogPosts returns it. */
export function buildBlogPostCard(overrides: Partial<Post> = {}) {
  const { content: _content, ...card } = buildBlogPost(overrides);
  return card;
}
