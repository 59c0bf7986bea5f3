import { FiPackage } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedCardGrid, PagedCards, pagedListQuery, useFirstPage, usePagedItems } from '../../../components/ui/paged-card-grid';
import { PublicProductsDocument, type ProductCardFragment } from '../../../gql/graphql';
import { Island } from '../../../shared/island';
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
  const first = useFirstPage(PublicProductsDocument, {
    pageSize: PRODUCT_PAGE_SIZE,
    select: (data) => data.products,
    errorMessage: 'Failed to load products:',
  });
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
      <Island name="product-cards" component={ProductCards} props={{ firstPage: first.items }} />
    </PagedCardGrid>
  );
}

/** The cards and 'Load more': an island (shared/island.tsx), from the first page the server rendered. */
export function ProductCards({ firstPage }: { firstPage: readonly ProductCardFragment[] }) {
  const list = usePagedItems(PublicProductsDocument, {
    firstPage,
    pageSize: PRODUCT_PAGE_SIZE,
    select: (data) => data.products,
    failureMessage: PRODUCT_LOAD_MORE_FAILED,
  });
  return (
    <PagedCards list={list} moreLabel="Load more products">
      {list.items.map((product, index) => (
        <ProductCard key={product.id} product={product} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
      ))}
    </PagedCards>
  );
}

/** The first page, which this list asks for when it mounts (shared/first-queries.ts). */
ProductGrid.firstQueries = () => [pagedListQuery(PublicProductsDocument, PRODUCT_PAGE_SIZE)];
