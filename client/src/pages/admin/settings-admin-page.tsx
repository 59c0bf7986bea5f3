import { AdminSiteSettings } from '../../features/site-settings/components/admin-site-settings-form';

/** /admin/settings: the company's details and the home hero's texts (issue 14). */
export function SettingsAdminPage() {
  return <AdminSiteSettings />;
}
