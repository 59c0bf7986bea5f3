import { AdminRedirects } from '../../features/redirect/components/admin-redirects';

/** /admin/redirects: old addresses of the site and where they lead. */
export function RedirectsAdminPage() {
  return <AdminRedirects />;
}
