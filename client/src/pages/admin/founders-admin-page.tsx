import { AdminFounders } from '../../features/founder/components/admin-founders';

/** /admin and /admin/founders: the founders shown on the home and about pages. */
export function FoundersAdminPage() {
  return <AdminFounders />;
}
