import { PagedCards, usePagedItems, type PagedListSource } from '../../../components/ui/paged-cards';
import { PublicBlogPostsDocument, type PublicBlogPostsQuery, type BlogPostCardFragment } from '../../../gql/graphql';
import { BlogPostCard } from './blog-post-card';

/** Posts per page (three rows of three); 'Load more' asks for the next. Also the default in blog-post.graphql. */
export const BLOG_PAGE_SIZE = 9;
/** The list, for its first page (the page's query) and the further ones (this island's). */
export const blogPostList: PagedListSource<PublicBlogPostsQuery, BlogPostCardFragment> = {
  document: PublicBlogPostsDocument,
  pageSize: BLOG_PAGE_SIZE,
  select: (data) => data.blogPosts,
};
export const BLOG_LOAD_MORE_FAILED = 'Error loading more posts. Please try again.';
/** The first row of a 3-column grid is above the fold; its covers load eagerly. */
const EAGER_IMAGES = 3;

/** The first page's cards, plain HTML of the page's: a post card is a link, nothing to hydrate. */
export function FirstBlogPostCards({ posts }: { posts: readonly BlogPostCardFragment[] }) {
  return posts.map((post, index) => (
    <BlogPostCard key={post.id} post={post} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
  ));
}

/** 'Load more' and the cards it brings, after the first page's `offset` cards: an island (shared/island.tsx). */
export function BlogPostCards({ offset }: { offset: number }) {
  const list = usePagedItems(blogPostList, { offset, failureMessage: BLOG_LOAD_MORE_FAILED });
  return (
    <PagedCards list={list} moreLabel="Load more posts">
      {list.items.map((post) => (
        <BlogPostCard key={post.id} post={post} imageLoading="lazy" />
      ))}
    </PagedCards>
  );
}
