import { DocumentTitle } from '../../components/ui/document-title';
import { AdminProductList } from '../../features/product/components/admin-product-list';

/** /admin/products (SPEC §2): the products grid; create and edit happen on their own pages. */
export function ProductsAdminPage() {
  return (
    <>
      <DocumentTitle title="Products · Admin" />
      <AdminProductList />
    </>
  );
}
