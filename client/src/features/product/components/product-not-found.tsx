import { FiPackage } from 'react-icons/fi';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Container } from '../../../components/ui/layout-primitives';

/** SPEC §2/§8: shown for a missing product (or any failed fetch), with a link back to the list. */
export function ProductNotFound() {
  return (
    <Container>
      <EmptyState
        headingLevel="h1"
        icon={<FiPackage />}
        title="Product Not Found"
        message="The product you're looking for doesn't exist or may have been removed."
        action={
          <ButtonLink to="/products" variant="secondary">
            Back to Products
          </ButtonLink>
        }
      />
    </Container>
  );
}
