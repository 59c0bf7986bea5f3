import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { DocumentTitle } from '../../components/ui/document-title';
import { ProductDetail } from '../../features/product/components/product-detail';
import { ProductDetailSkeleton } from '../../features/product/components/product-detail-skeleton';
import { ProductNotFound } from '../../features/product/components/product-not-found';
import { ProductPageDocument } from '../../gql/graphql';

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
        <DocumentTitle title="Products" />
        <ProductDetailSkeleton />
      </>
    );
  }

  const product = error ? undefined : data?.productBySlug;
  if (!product) {
    return (
      <>
        <DocumentTitle title="Product Not Found" />
        <ProductNotFound />
      </>
    );
  }

  return (
    <>
      <DocumentTitle title={product.name} />
      <ProductDetail product={product} />
    </>
  );
}
