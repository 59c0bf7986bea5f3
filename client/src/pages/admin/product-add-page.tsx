import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { prependToRootList } from '../../components/admin/cache-updates';
import { errorMessage, fieldErrors } from '../../components/admin/graphql-errors';
import { useSaveAltText } from '../../components/admin/image-alt';
import { BackLink } from '../../components/ui/back-link';
import { DocumentTitle } from '../../components/ui/document-title';
import { emptyProductValues, toCreateInput, type ProductFormValues } from '../../features/product/admin-product-values';
import { AdminProductForm } from '../../features/product/components/admin-product-form';
import { AdminCreateProductDocument } from '../../gql-admin/graphql';
import { theme } from '../../shared/theme';

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

  const [saveAltText] = useSaveAltText();

  const save = async (values: ProductFormValues) => {
    try {
      const { data } = await createProduct({
        variables: {
          input: toCreateInput(values),
          bannerImage: values.bannerImage,
          ...(values.screenshots.length > 0 ? { screenshots: values.screenshots } : {}),
        },
      });
      // After the record's save: the banner's alt text goes to its new URL (issue 11).
      const saved = data?.createProduct;
      await saveAltText({
        url: saved?.bannerImage,
        alt: values.bannerAlt,
        storedAlt: null,
        newImage: true,
        justCreated: true,
        record: saved && { __typename: 'Product', id: saved.id, field: 'bannerPicture', fallbackAlt: saved.name },
      });
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
    <Page>
      <DocumentTitle title="Add New Product · Admin" />
      <div>
        <BackLink to="/admin/products">Back to Products</BackLink>
      </div>
      <h2>Add New Product</h2>
      <AdminProductForm mode="create" initialValues={emptyProductValues()} cancelTo="/admin/products" onSubmit={save} />
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  max-width: 960px;
  h2 {
    font-size: 1.5rem;
  }
`;
