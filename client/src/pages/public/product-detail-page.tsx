import { FiPackage } from 'react-icons/fi';
import type { Params } from 'react-router-dom';
import { clip, PageHead } from '../../shared/head';
import { breadcrumbJsonLd } from '../../shared/structured-data';
import { ProductDetail } from '../../features/product/components/product-detail';
import { ProductDetailSkeleton } from '../../features/product/components/product-detail-skeleton';
import { NotFoundView } from '../../components/ui/not-found-view';
import { ProductPageDocument } from '../../gql/graphql';
import { recordBySlugQuery, useRecordBySlug } from './use-record-by-slug';
import { StaticContent } from '../../shared/static-content';

/** The admin editor's 'Preview' renders with this; imported from this module, this page's chunk stays as it is. */
export { ProductDescription } from '../../features/product/components/product-detail';

/** SPEC §2 /products/{slug}. SPEC §4: a fetch error (NOT_FOUND included) is logged and shows the not-found view. */
export function ProductDetailPage() {
  const { loading, record: product } = useRecordBySlug(ProductPageDocument, (data) => data.productBySlug, 'product');

  if (loading) {
    return (
      <>
        <PageHead title="Products" />
        <ProductDetailSkeleton />
      </>
    );
  }

  if (!product) {
    return (
      <NotFoundView
        icon={<FiPackage />}
        title="Product Not Found"
        message="The product you're looking for doesn't exist or may have been removed."
        backTo="/products"
        backLabel="Back to Products"
      />
    );
  }

  return (
    <>
      <PageHead
        title={product.name}
        description={clip(product.shortDescription)}
        image={product.bannerImage || undefined}
        type="product"
        jsonLd={(absolute) => [
          {
            '@context': 'https://schema.org',
            '@type': 'SoftwareApplication',
            name: product.name,
            description: product.shortDescription,
            url: absolute(`/products/${product.slug}`),
            ...(product.bannerImage ? { image: absolute(product.bannerImage) } : {}),
            applicationCategory: 'BusinessApplication',
            operatingSystem: 'Web',
          },
          breadcrumbJsonLd(absolute, [
            { name: 'Products', path: '/products' },
            { name: product.name, path: `/products/${product.slug}` },
          ]),
        ]}
      />
      <StaticContent>
        <ProductDetail product={product} />
      </StaticContent>
    </>
  );
}

/** The product of the address (shared/first-queries.ts). */
ProductDetailPage.firstQueries = (params: Params) => [recordBySlugQuery(ProductPageDocument, params)];
