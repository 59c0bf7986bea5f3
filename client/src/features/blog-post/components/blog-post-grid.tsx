import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { FiFileText } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { Grid, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { LoadMoreButton, useLoadMore } from '../../../components/ui/load-more';
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
  const { data, loading, error, fetchMore } = useQuery(PublicBlogPostsDocument, { variables: { take: BLOG_PAGE_SIZE } });
  const grid = useRef<HTMLDivElement>(null);
  const posts = data?.blogPosts ?? [];
  const more = useLoadMore({
    count: posts.length,
    pageSize: BLOG_PAGE_SIZE,
    fetchPage: async (skip) => (await fetchMore({ variables: { skip } })).data?.blogPosts.length ?? 0,
    failureMessage: BLOG_LOAD_MORE_FAILED,
    grid,
  });

  useEffect(() => {
    if (error) console.error('Failed to load blog posts:', error);
  }, [error]);

  // Only the first page shows skeletons; while a further page loads, the button says so.
  if (loading && !data) {
    return (
      <Grid aria-busy="true">
        <VisuallyHidden role="status">Loading blog posts…</VisuallyHidden>
        {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
          <BlogPostCardSkeleton key={index} />
        ))}
      </Grid>
    );
  }

  if (posts.length === 0) {
    return (
      <EmptyState icon={<FiFileText />} title="No posts yet" message="Our first articles are on their way. Check back soon!" />
    );
  }

  return (
    <>
      <Grid ref={grid}>
        {posts.map((post, index) => (
          <BlogPostCard key={post.id} post={post} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
        ))}
      </Grid>
      {more.hasMore && <LoadMoreButton label="Load more posts" loading={more.loading} onClick={() => void more.loadMore()} />}
    </>
  );
}
