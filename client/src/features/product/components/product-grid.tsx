import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { FiPackage } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { Grid, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { LoadMoreButton, useLoadMore } from '../../../components/ui/load-more';
import { PublicProductsDocument } from '../../../gql/graphql';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** SPEC §4: 6 product skeletons while loading. */
export const PRODUCT_SKELETON_COUNT = 6;
/** Products per page (two rows of three); 'Load more' asks for the next. Also the default in product.graphql. */
export const PRODUCT_PAGE_SIZE = 6;
export const PRODUCT_LOAD_MORE_FAILED = 'Error loading more products. Please try again.';
/** The first row of a 3-column grid is above the fold; its banners load eagerly. */
const EAGER_IMAGES = 3;

/**
 * Products as a card grid, a page at a time with 'Load more' under it. A failed first page is only
 * logged and shows the empty list (SPEC §4); a failed further page keeps the cards and shows a toast.
 */
export function ProductGrid() {
  const { data, loading, error, fetchMore } = useQuery(PublicProductsDocument, { variables: { take: PRODUCT_PAGE_SIZE } });
  const grid = useRef<HTMLDivElement>(null);
  const products = data?.products ?? [];
  const more = useLoadMore({
    count: products.length,
    pageSize: PRODUCT_PAGE_SIZE,
    fetchPage: async (skip) => (await fetchMore({ variables: { skip } })).data?.products.length ?? 0,
    failureMessage: PRODUCT_LOAD_MORE_FAILED,
    grid,
  });

  useEffect(() => {
    if (error) console.error('Failed to load products:', error);
  }, [error]);

  // Only the first page shows skeletons; while a further page loads, the button says so.
  if (loading && !data) {
    return (
      <Grid aria-busy="true">
        <VisuallyHidden role="status">Loading products…</VisuallyHidden>
        {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Grid>
    );
  }

  if (products.length === 0) {
    return <EmptyState icon={<FiPackage />} title="No products yet" message="We're working on something new. Check back soon!" />;
  }

  return (
    <>
      <Grid ref={grid}>
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
        ))}
      </Grid>
      {more.hasMore && <LoadMoreButton label="Load more products" loading={more.loading} onClick={() => void more.loadMore()} />}
    </>
  );
}
