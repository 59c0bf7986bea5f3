import { AdminAccounts } from '../../features/account/components/admin-accounts';

/** /admin/accounts: the back office's accounts and invitations (owners only). */
export function AccountsAdminPage() {
  return <AdminAccounts />;
}
