import type { BlogPostPageQuery } from '../../gql/graphql';

type Post = BlogPostPageQuery['blogPostBySlug'];

/** Test data shaped like the server's BlogPost (with __typename, as the cache expects). */
export function buildBlogPost(overrides: Partial<Post> = {}): Post & { __typename: 'BlogPost' } {
  return {
    __typename: 'BlogPost',
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
}

/** The card-sized subset of a post, as PublicBlogPosts returns it. */
export function buildBlogPostCard(overrides: Partial<Post> = {}) {
  const { content: _content, ...card } = buildBlogPost(overrides);
  return card;
}
