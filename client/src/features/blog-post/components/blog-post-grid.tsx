import { FiFileText } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedCardGrid, pagedListQuery, usePagedList } from '../../../components/ui/paged-card-grid';
import { PublicBlogPostsDocument } from '../../../gql/graphql';
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
  const list = usePagedList(PublicBlogPostsDocument, {
    pageSize: BLOG_PAGE_SIZE,
    select: (data) => data.blogPosts,
    failureMessage: BLOG_LOAD_MORE_FAILED,
    errorMessage: 'Failed to load blog posts:',
  });
  return (
    <PagedCardGrid
      list={list}
      loadingLabel="Loading blog posts…"
      skeleton={BlogPostCardSkeleton}
      skeletonCount={BLOG_SKELETON_COUNT}
      empty={
        <EmptyState icon={<FiFileText />} title="No posts yet" message="Our first articles are on their way. Check back soon!" />
      }
      moreLabel="Load more posts"
    >
      {list.items.map((post, index) => (
        <BlogPostCard key={post.id} post={post} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
      ))}
    </PagedCardGrid>
  );
}

/** The first page, which this list asks for when it mounts (shared/first-queries.ts). */
BlogPostGrid.firstQueries = () => [pagedListQuery(PublicBlogPostsDocument, BLOG_PAGE_SIZE)];
