import { FiPackage } from 'react-icons/fi';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';

/** SPEC §2: a missing product on the admin details page: 'Product Not Found' with 'Back to Admin'. */
export function AdminProductNotFound() {
  return (
    <EmptyState
      icon={<FiPackage />}
      title="Product Not Found"
      message="This product doesn't exist or may have been deleted."
      action={
        <ButtonLink to="/admin/products" variant="secondary">
          Back to Admin
        </ButtonLink>
      }
    />
  );
}
