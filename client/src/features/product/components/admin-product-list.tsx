import { useHistoryPanel } from '../../../components/admin/history/history-modal';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { FiPackage, FiPlus } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { errorMessage } from '../../../components/admin/graphql-errors';
import { SortableList } from '../../../components/admin/sortable-list';
import { useSaveOrder } from '../../../components/admin/use-save-order';
import { ButtonLink } from '../../../components/ui/button-link';
import { AdminProductsDocument, AdminReorderProductsDocument } from '../../../gql-admin/graphql';
import { useDeleteProduct } from '../hooks/use-delete-product';
import { AdminProductCard } from './admin-product-card';
import { theme } from '../../../shared/theme';

export const ADD_PRODUCT_PATH = '/admin/products/add';
export const PRODUCTS_FETCH_FAILED = 'Failed to fetch products';

/**
 * /admin/products (SPEC §2): 'Products (n)', 'Add Product', a card per product with 'View', edit
 * and delete; 'Loading products...' while loading; 'No products found' with 'Create Your First
 * Product' when there are none. A failed load is logged, toasted (server message, else 'Failed to
 * fetch products') and shows the empty list.
 */
export function AdminProductList() {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminProductsDocument);
  const { deleteProduct, deletingId } = useDeleteProduct();
  const saveOrder = useSaveOrder(AdminReorderProductsDocument, { listField: 'products', typename: 'Product' });
  const history = useHistoryPanel('Product');

  useEffect(() => {
    if (!error) return;
    console.error('Failed to fetch products:', error);
    // A fixed id keeps one toast when an effect runs twice (React strict mode).
    toast.error(errorMessage(error, PRODUCTS_FETCH_FAILED), { id: 'admin-products-load' });
  }, [error]);

  const products = error ? [] : (data?.products ?? []);

  return (
    <>
      <AdminGrid
        title="Products"
        count={products.length}
        addLabel="Add Product"
        onAdd={() => navigate(ADD_PRODUCT_PATH)}
        loading={loading && !data}
        loadingText="Loading products..."
        sortable={
          <SortableList
            label="Product order"
            items={products.map((product) => ({ id: product.id, name: product.name, detail: product.shortDescription }))}
            onReorder={(ids) => void saveOrder(ids)}
          />
        }
        empty={
          <>
            <EmptyIcon aria-hidden>
              <FiPackage />
            </EmptyIcon>
            <EmptyTitle>No products found</EmptyTitle>
            <ButtonLink to={ADD_PRODUCT_PATH} icon={<FiPlus aria-hidden />}>
              Create Your First Product
            </ButtonLink>
          </>
        }
      >
        {products.map((product) => (
          <AdminProductCard
            key={product.id}
            product={product}
            deleting={deletingId === product.id}
            onHistory={() => history.open(product)}
            onDelete={() => void deleteProduct(product.id, { confirmMessage: 'Are you sure you want to delete this product?' })}
          />
        ))}
      </AdminGrid>
      {history.panel}
    </>
  );
}

const EmptyIcon = styled.span`
  display: inline-flex;
  font-size: 2.5rem;
  color: ${theme.colors.primary};
`;

const EmptyTitle = styled.h3`
  font-size: 1.25rem;
  color: ${theme.colors.text};
`;
