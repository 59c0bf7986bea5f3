import type { Router } from 'express';
import { adminOnly } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/router';
import { requireAdmin } from '../../shared/viewer';
import type { Admin } from './admin.entity';

/** The admin as REST shows it: never the password hash. */
function adminBody(admin: Admin, withTimestamps = false) {
  const { id, username, email, role, lastLogin, createdAt, updatedAt } = admin;
  return { _id: id, id, username, email, role, lastLogin, ...(withTimestamps ? { createdAt, updatedAt } : {}) };
}

/** /api/admin: login, profile, logout, change-password (REST-CONTRACT 'Auth'). */
export function registerAdminRoutes(router: Router, { services }: RestContext): void {
  router.post('/admin/login', async (req, res) => {
    const { username, password } = (req.body ?? {}) as Record<string, unknown>;
    const { token, admin } = await services.admin.login(username, password, req.viewer.ip);
    res.json({ success: true, message: 'Login successful', token, admin: adminBody(admin) });
  });

  router.get('/admin/profile', adminOnly, async (req, res) => {
    const admin = await services.admin.profile(requireAdmin(req.viewer));
    res.json({ success: true, admin: adminBody(admin, true) });
  });

  router.post('/admin/logout', adminOnly, async (req, res) => {
    await services.admin.logout(requireAdmin(req.viewer));
    res.json({ success: true, message: 'Logged out successfully' });
  });

  router.put('/admin/change-password', adminOnly, async (req, res) => {
    const { currentPassword, newPassword } = (req.body ?? {}) as Record<string, unknown>;
    await services.admin.changePassword(requireAdmin(req.viewer), currentPassword, newPassword);
    res.json({ success: true, message: 'Password changed successfully' });
  });
}
