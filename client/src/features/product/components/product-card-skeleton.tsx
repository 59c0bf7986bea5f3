import { CardSkeleton, Skeleton } from '../../../components/ui/skeleton';

/** Placeholder with a product card's shape, so the grid does not jump when data arrives. */
export function ProductCardSkeleton() {
  return (
    <CardSkeleton testId="product-card-skeleton" imageAspect="2 / 1">
      <Skeleton $height="1.5rem" $width="60%" />
      <Skeleton />
      <Skeleton $width="85%" />
      <Skeleton $width="70%" />
      <Skeleton $width="75%" />
      <Skeleton $width="65%" />
    </CardSkeleton>
  );
}
