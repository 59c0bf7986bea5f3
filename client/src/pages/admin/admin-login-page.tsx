import { useCallback, useEffect } from 'react';
import { FiLock } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../features/admin-auth/components/auth-provider';
import { LoginForm } from '../../features/admin-auth/components/login-form';
import { AuthFrame } from './auth-frame';

/**
 * /admin-login (SPEC §2): marked no-index; success goes to /admin with history replaced, and an
 * already authenticated visitor is sent there straight away.
 */
export function AdminLoginPage() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const goToAdmin = useCallback(() => navigate('/admin', { replace: true }), [navigate]);

  useEffect(() => {
    if (isAuthenticated) goToAdmin();
  }, [isAuthenticated, goToAdmin]);

  return (
    <AuthFrame title="Admin Login" intro={"Sign in to manage the website's content."} icon={<FiLock />}>
      <LoginForm onLoggedIn={goToAdmin} />
    </AuthFrame>
  );
}
