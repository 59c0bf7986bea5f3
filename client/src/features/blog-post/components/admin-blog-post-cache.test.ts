import { createCache } from '../../../shared/apollo';
import {
  AdminBlogPostFragmentDoc,
  AdminBlogPostsDocument,
  BlogPostPageDocument,
  PublicBlogPostsDocument,
  type AdminBlogPostFragment,
} from '../../../gql-admin/graphql';
import { addCreatedPost, syncPublicViews } from './admin-blog-post-cache';

const post = (id: string, createdAt: string, published = true): AdminBlogPostFragment & { __typename: 'BlogPost' } => ({
  __typename: 'BlogPost',
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: 'Excerpt',
  coverImage: null,
  coverPicture: null,
  author: 'Sara',
  category: null,
  tags: [],
  featured: false,
  published,
  publishAt: null,
  content: '<p>Body</p>',
  createdAt,
  updatedAt: createdAt,
  version: 1,
});

const newest = post('3', '2026-11-03T00:00:00.000Z');
const middle = post('2', '2026-11-02T00:00:00.000Z', false);
const oldest = post('1', '2026-11-01T00:00:00.000Z');

/** A cache holding the admin list (drafts too) and the public list (published only), as the server answers. */
function seededCache() {
  const cache = createCache();
  cache.writeQuery({ query: AdminBlogPostsDocument, data: { blogPosts: [newest, middle, oldest] } });
  cache.writeQuery({ query: PublicBlogPostsDocument, data: { blogPosts: [newest, oldest] } });
  return cache;
}

/** What the mutation's result does before its update function runs: the record is written. */
function writeResult(cache: ReturnType<typeof createCache>, record: AdminBlogPostFragment) {
  cache.writeFragment({ fragment: AdminBlogPostFragmentDoc, fragmentName: 'AdminBlogPost', data: record });
  return record;
}

const ids = (list: { id: string }[] | undefined) => list?.map((item) => item.id);
const adminIds = (cache: ReturnType<typeof createCache>) => ids(cache.readQuery({ query: AdminBlogPostsDocument })?.blogPosts);
const publicIds = (cache: ReturnType<typeof createCache>) => ids(cache.readQuery({ query: PublicBlogPostsDocument })?.blogPosts);

describe('blog post cache updates', () => {
  it('puts a created draft first in the admin list only', () => {
    const cache = seededCache();
    addCreatedPost(cache, writeResult(cache, post('4', '2026-11-04T00:00:00.000Z', false)));
    expect(adminIds(cache)).toEqual(['4', '3', '2', '1']);
    expect(publicIds(cache)).toEqual(['3', '1']);
  });

  it('puts a created published post first in both lists', () => {
    const cache = seededCache();
    addCreatedPost(cache, writeResult(cache, post('4', '2026-11-04T00:00:00.000Z')));
    expect(adminIds(cache)).toEqual(['4', '3', '2', '1']);
    expect(publicIds(cache)).toEqual(['4', '3', '1']);
  });

  it('inserts a post that gets published into the public list at its place by date', () => {
    const cache = seededCache();
    const now = writeResult(cache, { ...middle, published: true });
    syncPublicViews(cache, { published: false, slug: middle.slug }, now);
    expect(publicIds(cache)).toEqual(['3', '2', '1']);
    expect(adminIds(cache)).toEqual(['3', '2', '1']);
  });

  it('removes a post made a draft from the public list and forgets its public lookup by slug', () => {
    const cache = seededCache();
    cache.writeQuery({ query: BlogPostPageDocument, variables: { slug: newest.slug }, data: { blogPostBySlug: newest } });
    syncPublicViews(cache, { published: true, slug: newest.slug }, writeResult(cache, { ...newest, published: false }));
    expect(publicIds(cache)).toEqual(['1']);
    expect(adminIds(cache)).toEqual(['3', '2', '1']);
    expect(cache.readQuery({ query: BlogPostPageDocument, variables: { slug: newest.slug } })).toBeNull();
  });

  it('changes nothing in the lists when neither the flag nor the slug changed', () => {
    const cache = seededCache();
    cache.writeQuery({ query: BlogPostPageDocument, variables: { slug: oldest.slug }, data: { blogPostBySlug: oldest } });
    syncPublicViews(cache, { published: true, slug: oldest.slug }, writeResult(cache, { ...oldest, title: 'Renamed' }));
    expect(publicIds(cache)).toEqual(['3', '1']);
    expect(cache.readQuery({ query: BlogPostPageDocument, variables: { slug: oldest.slug } })).not.toBeNull();
  });
});
