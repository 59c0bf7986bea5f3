import { FiFileText } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedCardGrid, pagedListQuery, useFirstPage } from '../../../components/ui/paged-card-grid';
import { Island } from '../../../shared/island';
import { BlogPostCards, FirstBlogPostCards, blogPostList } from './blog-post-cards';
import { BlogPostCardSkeleton } from './blog-post-card-skeleton';

/** SPEC §4: 6 blog skeletons while loading. */
export const BLOG_SKELETON_COUNT = 6;

/**
 * Published posts as a card grid, a page at a time with 'Load more' under it. A failed first page
 * is only logged and shows the empty list (SPEC §4); a failed further page keeps the cards and
 * shows a toast.
 */
export function BlogPostGrid() {
  const first = useFirstPage(blogPostList, { errorMessage: 'Failed to load blog posts:' });
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
      <FirstBlogPostCards posts={first.items} />
      <Island name="blog-post-cards" component={BlogPostCards} props={{ offset: first.items.length }} />
    </PagedCardGrid>
  );
}

/** The first page, which this list asks for when it mounts (shared/first-queries.ts). */
BlogPostGrid.firstQueries = () => [pagedListQuery(blogPostList)];

export { BLOG_PAGE_SIZE, BLOG_LOAD_MORE_FAILED } from './blog-post-cards';
