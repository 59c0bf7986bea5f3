import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, fieldErrors } from '../../components/admin/graphql-errors';
import { useEditConflict } from '../../components/admin/history/use-edit-conflict';
import { toUpdateInput, valuesFromProduct, type ProductFormValues } from '../../features/product/admin-product-values';
import { AdminProductForm } from '../../features/product/components/admin-product-form';
import { AdminProductLoading } from '../../features/product/components/admin-product-loading';
import { AdminScreenshotManager } from '../../features/product/components/admin-screenshot-manager';
import { AdminProductDocument, AdminUpdateProductDocument } from '../../gql-admin/graphql';
import { ProductFormPage, useSaveBannerAlt } from './product-form-page';

/**
 * /admin/products/{id}/edit (SPEC §2): the product form prefilled ('Save Changes' / 'Saving...')
 * and the screenshot gallery manager. A product that cannot be loaded gives the toast 'Failed to
 * load product' and goes to /admin/dashboard (SPEC §8).
 */
export function ProductEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(AdminProductDocument, { variables: { id } });
  // The result updates the normalised Product, so the details page, grid and public page follow.
  const [updateProduct] = useMutation(AdminUpdateProductDocument);
  const saveBannerAlt = useSaveBannerAlt();
  const product = error ? undefined : data?.product;
  // A save over someone else's is refused (ADR 063); the screenshots saved on this page are this editor's own.
  const edit = useEditConflict(product && { type: 'Product', id: product.id, version: product.version });

  useEffect(() => {
    if (!error) return;
    console.error('Failed to load product:', error);
    toast.error('Failed to load product', { id: 'admin-product-load' });
    navigate('/admin/dashboard');
  }, [error, navigate]);

  if (!product) return error ? null : <AdminProductLoading />;

  const save = async (values: ProductFormValues) => {
    const input = toUpdateInput(values);
    try {
      const { data: updated } = await updateProduct({
        variables: {
          id: product.id,
          input,
          expectedVersion: edit.expectedVersion(),
          ...(values.bannerImage ? { bannerImage: values.bannerImage } : {}),
        },
      });
      await saveBannerAlt(updated?.updateProduct, values, { storedAlt: product.bannerPicture.altText });
      toast.success('Product updated successfully');
      navigate(`/admin/products/${product.id}`);
      return undefined;
    } catch (failure) {
      if (await edit.caught(failure, input)) return {};
      console.error('Failed to update product:', failure);
      toast.error(errorMessage(failure, 'Failed to update product'));
      return fieldErrors(failure);
    }
  };

  return (
    <ProductFormPage
      documentTitle={`Edit ${product.name} · Admin`}
      back={{ to: `/admin/products/${product.id}`, label: 'Back to Product' }}
      heading="Edit Product"
    >
      <AdminProductForm
        key={product.id}
        mode="edit"
        initialValues={valuesFromProduct(product)}
        currentBannerUrl={product.bannerImage}
        cancelTo={`/admin/products/${product.id}`}
        onSubmit={save}
        conflict={edit.offer}
      />
      <AdminScreenshotManager
        productId={product.id}
        productName={product.name}
        screenshots={product.screenshots}
        pictures={product.screenshotPictures}
        onSaved={edit.sawOwnSave}
      />
    </ProductFormPage>
  );
}
