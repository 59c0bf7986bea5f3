import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FiPackage } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { Grid, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { PublicProductsDocument } from '../../../gql/graphql';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** SPEC §4: 6 product skeletons while loading. */
export const PRODUCT_SKELETON_COUNT = 6;
/** The first row of a 3-column grid is above the fold; its banners load eagerly. */
const EAGER_IMAGES = 3;

/** All products as a card grid. A fetch error is only logged and shows the empty list (SPEC §4). */
export function ProductGrid() {
  const { data, loading, error } = useQuery(PublicProductsDocument);

  useEffect(() => {
    if (error) console.error('Failed to load products:', error);
  }, [error]);

  if (loading) {
    return (
      <Grid aria-busy="true">
        <VisuallyHidden role="status">Loading products…</VisuallyHidden>
        {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Grid>
    );
  }

  const products = error ? [] : (data?.products ?? []);
  if (products.length === 0) {
    return <EmptyState icon={<FiPackage />} title="No products yet" message="We're working on something new. Check back soon!" />;
  }

  return (
    <Grid>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
      ))}
    </Grid>
  );
}
