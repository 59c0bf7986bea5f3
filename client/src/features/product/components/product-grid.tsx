import { FiPackage } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedCardGrid, pagedListQuery, usePagedList } from '../../../components/ui/paged-card-grid';
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
  const list = usePagedList(PublicProductsDocument, {
    pageSize: PRODUCT_PAGE_SIZE,
    select: (data) => data.products,
    failureMessage: PRODUCT_LOAD_MORE_FAILED,
    errorMessage: 'Failed to load products:',
  });
  return (
    <PagedCardGrid
      list={list}
      loadingLabel="Loading products…"
      skeleton={ProductCardSkeleton}
      skeletonCount={PRODUCT_SKELETON_COUNT}
      empty={
        <EmptyState icon={<FiPackage />} title="No products yet" message="We're working on something new. Check back soon!" />
      }
      moreLabel="Load more products"
    >
      {list.items.map((product, index) => (
        <ProductCard key={product.id} product={product} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
      ))}
    </PagedCardGrid>
  );
}

/** The first page, which this list asks for when it mounts (shared/first-queries.ts). */
ProductGrid.firstQueries = () => [pagedListQuery(PublicProductsDocument, PRODUCT_PAGE_SIZE)];
