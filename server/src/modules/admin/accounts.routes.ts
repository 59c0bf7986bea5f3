import type { Router } from 'express';
import { adminOnly, param, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { adminBody } from './admin.routes';
import type { Admin } from './admin.entity';

const accountBody = (admin: Admin) => ({ ...adminBody(admin, true), deactivatedAt: admin.deactivatedAt });

/**
 * Accounts and invitations (issue 30, docs/decisions/065-roles.md). Owners: GET /api/admin/accounts,
 * PUT /api/admin/accounts/:id/role ({role}), POST /api/admin/accounts/:id/deactivate and .../reactivate;
 * GET and POST ({email, role}) /api/admin/invitations, DELETE /api/admin/invitations/:id. Anyone holding a link:
 * GET /api/invitations/:token and POST /api/invitations/:token/accept ({username, password}).
 */
export function registerAccountRoutes(router: Router, { services }: RestContext): void {
  router.get('/admin/accounts', adminOnly, async (req, res) => {
    res.json((await services.accounts.list(req.viewer)).map(accountBody));
  });
  router.put('/admin/accounts/:id/role', adminOnly, async (req, res) => {
    const role = textValue((req.body as Record<string, unknown> | undefined)?.role) ?? '';
    res.json(accountBody(await services.accounts.changeRole(req.viewer, param(req, 'id'), role)));
  });
  router.post('/admin/accounts/:id/deactivate', adminOnly, async (req, res) => {
    res.json(accountBody(await services.accounts.deactivate(req.viewer, param(req, 'id'))));
  });
  router.post('/admin/accounts/:id/reactivate', adminOnly, async (req, res) => {
    res.json(accountBody(await services.accounts.reactivate(req.viewer, param(req, 'id'))));
  });
  router.get('/admin/invitations', adminOnly, async (req, res) => {
    res.json(toRest(await services.accounts.pendingInvitations(req.viewer)));
  });
  router.post('/admin/invitations', adminOnly, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const sent = await services.accounts.invite(req.viewer, { email: textValue(body.email), role: textValue(body.role) });
    res.status(201).json(toRest(sent));
  });
  router.delete('/admin/invitations/:id', adminOnly, async (req, res) => {
    res.json(toRest(await services.accounts.revokeInvitation(req.viewer, param(req, 'id'))));
  });
  router.get('/invitations/:token', async (req, res) => {
    res.json(toRest(await services.accounts.invitation(param(req, 'token'))));
  });
  router.post('/invitations/:token/accept', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const admin = await services.accounts.accept({
      token: param(req, 'token'),
      username: textValue(body.username),
      password: typeof body.password === 'string' ? body.password : undefined,
    });
    res.status(201).json(accountBody(admin));
  });
}
