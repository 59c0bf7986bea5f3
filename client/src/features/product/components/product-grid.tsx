import { FiPackage } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedCardGrid, pagedListQuery, useFirstPage } from '../../../components/ui/paged-card-grid';
import { Island } from '../../../shared/island';
import { FirstProductCards, ProductCards, productList } from './product-cards';
import { ProductCardSkeleton } from './product-card-skeleton';

/** SPEC §4: 6 product skeletons while loading. */
export const PRODUCT_SKELETON_COUNT = 6;

/**
 * Products as a card grid, a page at a time with 'Load more' under it. A failed first page is only
 * logged and shows the empty list (SPEC §4); a failed further page keeps the cards and shows a toast.
 */
export function ProductGrid() {
  const first = useFirstPage(productList, { errorMessage: 'Failed to load products:' });
  return (
    <PagedCardGrid
      first={first}
      loadingLabel="Loading products…"
      skeleton={ProductCardSkeleton}
      skeletonCount={PRODUCT_SKELETON_COUNT}
      empty={
        <EmptyState icon={<FiPackage />} title="No products yet" message="We're working on something new. Check back soon!" />
      }
    >
      <FirstProductCards products={first.items} />
      <Island name="product-cards" component={ProductCards} props={{ offset: first.items.length }} />
    </PagedCardGrid>
  );
}

/** The first page, which this list asks for when it mounts (shared/first-queries.ts). */
ProductGrid.firstQueries = () => [pagedListQuery(productList)];

export { PRODUCT_PAGE_SIZE, PRODUCT_LOAD_MORE_FAILED } from './product-cards';
