import { Outlet } from 'react-router-dom';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import { AuthProvider } from '../../features/admin-auth/components/auth-provider';

/** Everything under /admin-login and /admin: the admin session and the delete confirmation dialog. */
export function AdminRoot() {
  return (
    <AuthProvider>
      <ConfirmProvider>
        <Outlet />
      </ConfirmProvider>
    </AuthProvider>
  );
}
