import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../components/admin/graphql-errors';
import { DocumentTitle } from '../../components/ui/document-title';
import { AdminProductDetails } from '../../features/product/components/admin-product-details';
import { AdminProductLoading } from '../../features/product/components/admin-product-loading';
import { AdminProductNotFound } from '../../features/product/components/admin-product-not-found';
import { useDeleteProduct } from '../../features/product/hooks/use-delete-product';
import { AdminProductDocument, type ProductDetailFragment } from '../../gql-admin/graphql';

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/**
 * /admin/products/{id} (SPEC §2): the product's details with 'Edit' and 'Delete'. A missing product
 * shows 'Product Not Found' with 'Back to Admin'; another failure also says why (server message,
 * else 'Failed to fetch product').
 */
export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminProductDocument, {
    variables: { id },
    // Once loaded, follow the cache only: a delete evicts the record, and that must not refetch it.
    nextFetchPolicy: 'cache-only',
  });
  const { deleteProduct, deletingId } = useDeleteProduct();
  // Kept on screen while leaving for the list after a delete (the cache no longer has it).
  const [deleted, setDeleted] = useState<ProductDetailFragment | null>(null);

  useEffect(() => {
    if (!error) return;
    console.error('Failed to fetch product:', error);
    if (!isNotFound(error)) toast.error(errorMessage(error, 'Failed to fetch product'), { id: 'admin-product-fetch' });
  }, [error]);

  const product = (error ? undefined : data?.product) ?? deleted;
  if (loading && !product) return <AdminProductLoading />;
  if (!product) {
    return (
      <>
        <DocumentTitle title="Product Not Found · Admin" />
        <AdminProductNotFound />
      </>
    );
  }

  const onDelete = () =>
    void deleteProduct(product.id, {
      confirmMessage: `Are you sure you want to delete "${product.name}"? This action cannot be undone.`,
      onDeleted: () => {
        setDeleted(product);
        navigate('/admin/products');
      },
    });

  return (
    <>
      <DocumentTitle title={`${product.name} · Admin`} />
      <AdminProductDetails product={product} onDelete={onDelete} deleting={deletingId === product.id || deleted !== null} />
    </>
  );
}
