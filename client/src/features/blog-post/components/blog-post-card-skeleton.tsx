import { CardSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { theme } from '../../../shared/theme';

/** Placeholder with a post card's shape, so the grid does not jump when data arrives. */
export function BlogPostCardSkeleton() {
  return (
    <CardSkeleton testId="blog-post-card-skeleton" imageAspect="1200 / 630">
      <Skeleton $width="55%" $height="0.875rem" />
      <Skeleton $width="90%" $height="1.5rem" />
      <Skeleton />
      <Skeleton $width="95%" />
      <Skeleton $width="60%" />
      <Skeleton $width="96px" $height="1.5rem" $radius={theme.radius.pill} />
    </CardSkeleton>
  );
}
