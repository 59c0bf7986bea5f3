import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FiFileText } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { Grid, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { PublicBlogPostsDocument } from '../../../gql/graphql';
import { BlogPostCard } from './blog-post-card';
import { BlogPostCardSkeleton } from './blog-post-card-skeleton';

/** SPEC §4: 6 blog skeletons while loading. */
export const BLOG_SKELETON_COUNT = 6;
/** The first row of a 3-column grid is above the fold; its covers load eagerly. */
const EAGER_IMAGES = 3;

/** Published posts as a card grid. A fetch error is only logged and shows the empty list (SPEC §4). */
export function BlogPostGrid() {
  const { data, loading, error } = useQuery(PublicBlogPostsDocument);

  useEffect(() => {
    if (error) console.error('Failed to load blog posts:', error);
  }, [error]);

  if (loading) {
    return (
      <Grid aria-busy="true">
        <VisuallyHidden role="status">Loading blog posts…</VisuallyHidden>
        {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
          <BlogPostCardSkeleton key={index} />
        ))}
      </Grid>
    );
  }

  const posts = error ? [] : (data?.blogPosts ?? []);
  if (posts.length === 0) {
    return <EmptyState icon={<FiFileText />} title="No posts yet" message="Our first articles are on their way. Check back soon!" />;
  }

  return (
    <Grid>
      {posts.map((post, index) => (
        <BlogPostCard key={post.id} post={post} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
      ))}
    </Grid>
  );
}
