import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { requestToaster } from '../../shared/toast';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import { AuthProvider } from '../../features/admin-auth/components/auth-provider';

/** Everything under /admin-login and /admin: the admin session and the delete confirmation dialog. */
export function AdminRoot() {
  // The admin toasts through react-hot-toast directly: the site's lazily loaded Toaster must be there.
  useEffect(() => requestToaster(), []);
  return (
    <AuthProvider>
      <ConfirmProvider>
        <Outlet />
      </ConfirmProvider>
    </AuthProvider>
  );
}
