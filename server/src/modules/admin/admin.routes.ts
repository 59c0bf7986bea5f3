import type { Router } from 'express';
import { adminOnly } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, graphqlShape, objectShape, SUCCESS_MESSAGE } from '../../http/route-docs';
import { cookieJar } from '../../http/cookies';
import { requireAccount, requireAdmin } from '../../shared/viewer';
import type { Admin } from './admin.entity';
import { TwoFactorRequiredError } from './two-factor.service';

/** The admin as REST shows it: never the password hash. */
export function adminBody(admin: Admin, withTimestamps = false) {
  const { id, username, email, role, lastLogin, createdAt, updatedAt } = admin;
  return { _id: id, id, username, email, role, lastLogin, ...(withTimestamps ? { createdAt, updatedAt } : {}) };
}

/** adminBody's shape: these fields of the Admin type, with `createdAt` and `updatedAt` when asked. */
const ADMIN_FIELDS = ['id', 'username', 'email', 'role', 'lastLogin'];
const ADMIN = graphqlShape('Admin', { pick: ADMIN_FIELDS });
const ADMIN_WITH_TIMES = graphqlShape('Admin', { pick: [...ADMIN_FIELDS, 'createdAt', 'updatedAt'] });
/** The body of the calls that ask for the password again (and a code with two-factor on). */
const PASSWORD_AND_CODE = { type: 'object', properties: { password: 'String!', code: 'String!' } };

/**
 * /api/admin: login, profile, logout, change-password (REST-CONTRACT 'Auth'), and ours: the active
 * sessions and the two-factor setup. Security changes ask for the password again (and a two-factor code when
 * it is on), counted per account (docs/decisions/046).
 */
export function registerAdminRoutes(router: Router, { services }: RestContext): void {
  const routes = documented(router, 'Sign-in');
  const login = {
    summary: 'Signs in with the username (or email) and password; answers the token',
    twin: 'Mutation.login',
    answer: objectShape({ success: { const: true }, message: 'String!', token: 'String!', admin: ADMIN }),
    errors: [401, 429],
  } as const;
  routes.post('/admin/login', login, async (req, res) => {
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

  const profile = {
    summary: 'The signed-in admin',
    twin: 'Query.adminProfile',
    answer: objectShape({ success: { const: true }, admin: ADMIN_WITH_TIMES }),
  } as const;
  routes.get('/admin/profile', profile, adminOnly, async (req, res) => {
    const admin = await services.admin.profile(requireAdmin(req.viewer));
    res.json({ success: true, admin: adminBody(admin, true) });
  });

  const logout = {
    summary: "Signs out: this session's token is revoked",
    twin: 'Mutation.logout',
    answer: SUCCESS_MESSAGE,
  } as const;
  routes.post('/admin/logout', logout, adminOnly, async (req, res) => {
    await services.admin.logout(requireAccount(req.viewer));
    res.json({ success: true, message: 'Logged out successfully' });
  });

  const change = {
    summary: "Changes the password; the admin's other tokens are revoked",
    twin: 'Mutation.changePassword',
    answer: SUCCESS_MESSAGE,
    errors: [429],
  } as const;
  routes.put('/admin/change-password', change, adminOnly, async (req, res) => {
    const { currentPassword, newPassword, code } = (req.body ?? {}) as Record<string, unknown>;
    await services.admin.changePassword(requireAccount(req.viewer), currentPassword, newPassword, code);
    res.json({ success: true, message: 'Password changed successfully' });
  });

  const sessions = {
    summary: "The signed-in admin's active sessions",
    twin: 'Query.adminSessions',
    answer: objectShape({ success: { const: true }, sessions: { type: 'array', items: graphqlShape('ActiveSession') } }),
  } as const;
  routes.get('/admin/sessions', sessions, adminOnly, async (req, res) => {
    const sessions = await services.admin.listSessions(requireAccount(req.viewer));
    res.json({ success: true, sessions: sessions.map((session) => ({ _id: session.id, ...session })) });
  });

  // Another session than this one needs {password, code} (code with two-factor on) in the JSON body.
  const end = {
    summary: 'Ends one session (another one needs the password, and a code with two-factor on)',
    twin: 'Mutation.endAdminSession',
    answer: SUCCESS_MESSAGE,
    body: PASSWORD_AND_CODE,
    errors: [429],
  } as const;
  routes.delete('/admin/sessions/:id', end, adminOnly, async (req, res) => {
    const { password, code } = (req.body ?? {}) as Record<string, unknown>;
    await services.admin.endSession(requireAccount(req.viewer), req.params.id, { password, code });
    res.json({ success: true, message: 'Session ended' });
  });

  const status = {
    summary: 'Whether two-factor sign-in is on, and the recovery codes left',
    twin: 'Query.twoFactorStatus',
    answer: graphqlShape('TwoFactorStatus', { add: { success: { const: true } } }),
  } as const;
  routes.get('/admin/2fa', status, adminOnly, async (req, res) => {
    res.json({ success: true, ...(await services.twoFactor.status(requireAccount(req.viewer))) });
  });

  const setup = {
    summary: 'Starts two-factor setup: the secret and its QR code',
    twin: 'Mutation.setupTwoFactor',
    answer: graphqlShape('TwoFactorSetupPayload', { add: { success: { const: true } } }),
  } as const;
  routes.post('/admin/2fa/setup', setup, adminOnly, async (req, res) => {
    res.json({ success: true, ...(await services.twoFactor.setup(requireAccount(req.viewer))) });
  });

  const enable = {
    summary: 'Turns two-factor sign-in on with a code from the app; answers the recovery codes, once',
    twin: 'Mutation.enableTwoFactor',
    answer: graphqlShape('TwoFactorEnablePayload', { add: { success: { const: true } } }),
    errors: [429],
  } as const;
  routes.post('/admin/2fa/enable', enable, adminOnly, async (req, res) => {
    const { password, code } = (req.body ?? {}) as Record<string, unknown>;
    const recoveryCodes = await services.twoFactor.enable(requireAccount(req.viewer), password, code);
    res.json({ success: true, message: 'Two-factor authentication enabled', recoveryCodes });
  });

  const disable = {
    summary: 'Turns two-factor sign-in off',
    twin: 'Mutation.disableTwoFactor',
    answer: SUCCESS_MESSAGE,
    errors: [429],
  } as const;
  routes.post('/admin/2fa/disable', disable, adminOnly, async (req, res) => {
    const { password, code } = (req.body ?? {}) as Record<string, unknown>;
    await services.twoFactor.disable(requireAccount(req.viewer), password, code);
    res.json({ success: true, message: 'Two-factor authentication disabled' });
  });
}
