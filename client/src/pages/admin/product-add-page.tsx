import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { prependToRootList } from '../../components/admin/cache-updates';
import { errorMessage, fieldErrors } from '../../components/admin/graphql-errors';
import { emptyProductValues, toCreateInput, type ProductFormValues } from '../../features/product/admin-product-values';
import { AdminProductForm } from '../../features/product/components/admin-product-form';
import { AdminCreateProductDocument } from '../../gql-admin/graphql';
import { ProductFormPage, useSaveBannerAlt } from './product-form-page';

/**
 * /admin/products/add (SPEC §2 'Add New Product'): on success the toast 'Product created
 * successfully' and the new product's details page; on failure the server's message (else 'Failed
 * to create product') and its field errors under the fields.
 */
export function ProductAddPage() {
  const navigate = useNavigate();
  const [createProduct] = useMutation(AdminCreateProductDocument, {
    // Lists are newest first: the new product leads the (admin and public) products list.
    update(cache, { data }) {
      if (data) prependToRootList(cache, 'products', { __typename: 'Product', id: data.createProduct.id });
    },
  });

  const saveBannerAlt = useSaveBannerAlt();

  const save = async (values: ProductFormValues) => {
    try {
      const { data } = await createProduct({
        variables: {
          input: toCreateInput(values),
          bannerImage: values.bannerImage,
          ...(values.screenshots.length > 0 ? { screenshots: values.screenshots } : {}),
        },
      });
      await saveBannerAlt(data?.createProduct, values, { storedAlt: null, justCreated: true });
      toast.success('Product created successfully');
      navigate(data ? `/admin/products/${data.createProduct.id}` : '/admin/products');
      return undefined;
    } catch (error) {
      console.error('Failed to create product:', error);
      toast.error(errorMessage(error, 'Failed to create product'));
      return fieldErrors(error);
    }
  };

  return (
    <ProductFormPage
      documentTitle="Add New Product · Admin"
      back={{ to: '/admin/products', label: 'Back to Products' }}
      heading="Add New Product"
    >
      <AdminProductForm mode="create" initialValues={emptyProductValues()} cancelTo="/admin/products" onSubmit={save} />
    </ProductFormPage>
  );
}
