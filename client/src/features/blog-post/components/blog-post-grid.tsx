import { FiFileText } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedCardGrid, PagedCards, pagedListQuery, useFirstPage, usePagedItems } from '../../../components/ui/paged-card-grid';
import { PublicBlogPostsDocument, type BlogPostCardFragment } from '../../../gql/graphql';
import { Island } from '../../../shared/island';
import { BlogPostCard } from './blog-post-card';
import { BlogPostCardSkeleton } from './blog-post-card-skeleton';

/** SPEC §4: 6 blog skeletons while loading. */
export const BLOG_SKELETON_COUNT = 6;
/** Posts per page (three rows of three); 'Load more' asks for the next. Also the default in blog-post.graphql. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_LOAD_MORE_FAILED = 'Error loading more posts. Please try again.';
/** The first row of a 3-column grid is above the fold; its covers load eagerly. */
const EAGER_IMAGES = 3;

/**
 * Published posts as a card grid, a page at a time with 'Load more' under it. A failed first page
 * is only logged and shows the empty list (SPEC §4); a failed further page keeps the cards and
 * shows a toast.
 */
export function BlogPostGrid() {
  const first = useFirstPage(PublicBlogPostsDocument, {
    pageSize: BLOG_PAGE_SIZE,
    select: (data) => data.blogPosts,
    errorMessage: 'Failed to load blog posts:',
  });
  return (
    <PagedCardGrid
      first={first}
      loadingLabel="Loading blog posts…"
      skeleton={BlogPostCardSkeleton}
      skeletonCount={BLOG_SKELETON_COUNT}
      empty={
        <EmptyState icon={<FiFileText />} title="No posts yet" message="Our first articles are on their way. Check back soon!" />
      }
    >
      <Island name="blog-post-cards" component={BlogPostCards} props={{ firstPage: first.items }} />
    </PagedCardGrid>
  );
}

/** The cards and 'Load more': an island (shared/island.tsx), from the first page the server rendered. */
export function BlogPostCards({ firstPage }: { firstPage: readonly BlogPostCardFragment[] }) {
  const list = usePagedItems(PublicBlogPostsDocument, {
    firstPage,
    pageSize: BLOG_PAGE_SIZE,
    select: (data) => data.blogPosts,
    failureMessage: BLOG_LOAD_MORE_FAILED,
  });
  return (
    <PagedCards list={list} moreLabel="Load more posts">
      {list.items.map((post, index) => (
        <BlogPostCard key={post.id} post={post} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
      ))}
    </PagedCards>
  );
}

/** The first page, which this list asks for when it mounts (shared/first-queries.ts). */
BlogPostGrid.firstQueries = () => [pagedListQuery(PublicBlogPostsDocument, BLOG_PAGE_SIZE)];
