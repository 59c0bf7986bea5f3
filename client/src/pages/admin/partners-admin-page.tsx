import { AdminPartners } from '../../features/partner/components/admin-partners';

/** /admin/partners: the partner logos shown on the home page. */
export function PartnersAdminPage() {
  return <AdminPartners />;
}
