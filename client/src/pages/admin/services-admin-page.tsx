import { AdminServiceCategories } from '../../features/service-category/components/admin-service-categories';

/** /admin/services: the service categories with their services. */
export function ServicesAdminPage() {
  return <AdminServiceCategories />;
}
