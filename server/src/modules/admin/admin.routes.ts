import type { Router } from 'express';
import { adminOnly } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { cookieJar } from '../../http/cookies';
import { requireAccount, requireAdmin } from '../../shared/viewer';
import type { Admin } from './admin.entity';
import { TwoFactorRequiredError } from './two-factor.service';

/** The admin as REST shows it: never the password hash. */
export function adminBody(admin: Admin, withTimestamps = false) {
  const { id, username, email, role, lastLogin, createdAt, updatedAt } = admin;
  return { _id: id, id, username, email, role, lastLogin, ...(withTimestamps ? { createdAt, updatedAt } : {}) };
}

/**
 * /api/admin: login, profile, logout, change-password (REST-CONTRACT 'Auth'), and ours: the active
 * sessions and the two-factor setup. Security changes ask for the password again (and a two-factor code when
 * it is on), counted per account (docs/decisions/046).
 */
export function registerAdminRoutes(router: Router, { services }: RestContext): void {
  router.post('/admin/login', async (req, res) => {
    const { username, password, code, deviceCode } = (req.body ?? {}) as Record<string, unknown>;
    try {
      const { token, admin } = await services.admin.login(username, password, req.viewer.ip, {
        code,
        deviceCode,
        userAgent: req.get('user-agent'),
        cookies: cookieJar(req, res),
      });
      res.json({ success: true, message: 'Login successful', token, admin: adminBody(admin) });
    } catch (error) {
      // The flag tells a client to ask for the code rather than show a failed login.
      if (!(error instanceof TwoFactorRequiredError)) throw error;
      res.status(error.httpStatus).json({ success: false, message: error.message, twoFactorRequired: true, requestId: req.id });
    }
  });

  router.get('/admin/profile', adminOnly, async (req, res) => {
    const admin = await services.admin.profile(requireAdmin(req.viewer));
    res.json({ success: true, admin: adminBody(admin, true) });
  });

  router.post('/admin/logout', adminOnly, async (req, res) => {
    await services.admin.logout(requireAccount(req.viewer));
    res.json({ success: true, message: 'Logged out successfully' });
  });

  router.put('/admin/change-password', adminOnly, async (req, res) => {
    const { currentPassword, newPassword, code } = (req.body ?? {}) as Record<string, unknown>;
    await services.admin.changePassword(requireAccount(req.viewer), currentPassword, newPassword, code);
    res.json({ success: true, message: 'Password changed successfully' });
  });

  router.get('/admin/sessions', adminOnly, async (req, res) => {
    const sessions = await services.admin.listSessions(requireAccount(req.viewer));
    res.json({ success: true, sessions: sessions.map((session) => ({ _id: session.id, ...session })) });
  });

  // Another session than this one needs {password, code} (code with two-factor on) in the JSON body.
  router.delete('/admin/sessions/:id', adminOnly, async (req, res) => {
    const { password, code } = (req.body ?? {}) as Record<string, unknown>;
    await services.admin.endSession(requireAccount(req.viewer), req.params.id, { password, code });
    res.json({ success: true, message: 'Session ended' });
  });

  router.get('/admin/2fa', adminOnly, async (req, res) => {
    res.json({ success: true, ...(await services.twoFactor.status(requireAccount(req.viewer))) });
  });

  router.post('/admin/2fa/setup', adminOnly, async (req, res) => {
    res.json({ success: true, ...(await services.twoFactor.setup(requireAccount(req.viewer))) });
  });

  router.post('/admin/2fa/enable', adminOnly, async (req, res) => {
    const { password, code } = (req.body ?? {}) as Record<string, unknown>;
    const recoveryCodes = await services.twoFactor.enable(requireAccount(req.viewer), password, code);
    res.json({ success: true, message: 'Two-factor authentication enabled', recoveryCodes });
  });

  router.post('/admin/2fa/disable', adminOnly, async (req, res) => {
    const { password, code } = (req.body ?? {}) as Record<string, unknown>;
    await services.twoFactor.disable(requireAccount(req.viewer), password, code);
    res.json({ success: true, message: 'Two-factor authentication disabled' });
  });
}
