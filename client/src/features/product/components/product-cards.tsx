import { PagedCards, usePagedItems, type PagedListSource } from '../../../components/ui/paged-cards';
import { PublicProductsDocument, type PublicProductsQuery, type ProductCardFragment } from '../../../gql/graphql';
import { ProductCard } from './product-card';

/** Products per page (two rows of three); 'Load more' asks for the next. Also the default in product.graphql. */
export const PRODUCT_PAGE_SIZE = 6;
/** The list, for its first page (the page's query) and the further ones (this island's). */
export const productList: PagedListSource<PublicProductsQuery, ProductCardFragment> = {
  document: PublicProductsDocument,
  pageSize: PRODUCT_PAGE_SIZE,
  select: (data) => data.products,
};
export const PRODUCT_LOAD_MORE_FAILED = 'Error loading more products. Please try again.';
/** The first row of a 3-column grid is above the fold; its banners load eagerly. */
const EAGER_IMAGES = 3;

/** The first page's cards, plain HTML of the page's: a product card is a link, nothing to hydrate. */
export function FirstProductCards({ products }: { products: readonly ProductCardFragment[] }) {
  return products.map((product, index) => (
    <ProductCard key={product.id} product={product} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
  ));
}

/** 'Load more' and the cards it brings, after the first page's `offset` cards: an island (shared/island.tsx). */
export function ProductCards({ offset }: { offset: number }) {
  const list = usePagedItems(productList, { offset, failureMessage: PRODUCT_LOAD_MORE_FAILED });
  return (
    <PagedCards list={list} moreLabel="Load more products">
      {list.items.map((product) => (
        <ProductCard key={product.id} product={product} imageLoading="lazy" />
      ))}
    </PagedCards>
  );
}
