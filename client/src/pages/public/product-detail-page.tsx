import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { clip, PageHead } from '../../shared/head';
import { useHttpStatus } from '../../shared/server-render-context';
import { breadcrumbJsonLd } from '../../shared/structured-data';
import { ProductDetail } from '../../features/product/components/product-detail';
import { ProductDetailSkeleton } from '../../features/product/components/product-detail-skeleton';
import { ProductNotFound } from '../../features/product/components/product-not-found';
import { ProductPageDocument } from '../../gql/graphql';

/** The admin editor's 'Preview' renders with this; imported from this module, this page's chunk stays as it is. */
export { ProductDescription } from '../../features/product/components/product-detail';

/** SPEC §2 /products/{slug}. SPEC §4: a fetch error (NOT_FOUND included) is logged and shows the not-found view. */
export function ProductDetailPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(ProductPageDocument, { variables: { slug } });

  useEffect(() => {
    if (error) console.error(`Failed to load product "${slug}":`, error);
  }, [error, slug]);

  if (loading) {
    return (
      <>
        <PageHead title="Products" />
        <ProductDetailSkeleton />
      </>
    );
  }

  const product = error ? undefined : data?.productBySlug;
  if (!product) {
    return <ProductNotFoundView />;
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
      <ProductDetail product={product} />
    </>
  );
}

/** SPEC §2: 'Product Not Found' with a link back, answered 404 by the server. */
function ProductNotFoundView() {
  useHttpStatus(404);
  return (
    <>
      <PageHead title="Product Not Found" />
      <ProductNotFound />
    </>
  );
}
