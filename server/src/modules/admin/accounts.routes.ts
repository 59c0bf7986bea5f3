import type { Router } from 'express';
import { adminOnly, param, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, graphqlShape } from '../../http/route-docs';
import { adminBody } from './admin.routes';
import type { Admin } from './admin.entity';

const accountBody = (admin: Admin) => ({ ...adminBody(admin, true), deactivatedAt: admin.deactivatedAt });
/** accountBody's shape: the Admin type without its version. */
const ACCOUNT = graphqlShape('Admin');

/**
 * Accounts and invitations (issue 30, docs/decisions/065-roles.md). Owners: GET /api/admin/accounts,
 * PUT /api/admin/accounts/:id/role ({role}), POST /api/admin/accounts/:id/deactivate and .../reactivate;
 * GET and POST ({email, role}) /api/admin/invitations, DELETE /api/admin/invitations/:id. Anyone holding a link:
 * GET /api/invitations/:token and POST /api/invitations/:token/accept ({username, password}).
 */
export function registerAccountRoutes(router: Router, { services }: RestContext): void {
  const routes = documented(router, 'Accounts');
  routes.get(
    '/admin/accounts',
    { summary: 'The admin accounts (owners only)', twin: 'Query.accounts' },
    adminOnly,
    async (req, res) => {
      res.json((await services.accounts.list(req.viewer)).map(accountBody));
    },
  );
  const role = { summary: "Changes an account's role", twin: 'Mutation.changeAccountRole', answer: ACCOUNT } as const;
  routes.put('/admin/accounts/:id/role', role, adminOnly, async (req, res) => {
    const role = textValue((req.body as Record<string, unknown> | undefined)?.role) ?? '';
    res.json(accountBody(await services.accounts.changeRole(req.viewer, param(req, 'id'), role)));
  });
  const deactivate = { summary: 'Deactivates an account', twin: 'Mutation.deactivateAccount', answer: ACCOUNT } as const;
  routes.post('/admin/accounts/:id/deactivate', deactivate, adminOnly, async (req, res) => {
    res.json(accountBody(await services.accounts.deactivate(req.viewer, param(req, 'id'))));
  });
  const reactivate = { summary: 'Reactivates an account', twin: 'Mutation.reactivateAccount', answer: ACCOUNT } as const;
  routes.post('/admin/accounts/:id/reactivate', reactivate, adminOnly, async (req, res) => {
    res.json(accountBody(await services.accounts.reactivate(req.viewer, param(req, 'id'))));
  });
  routes.get(
    '/admin/invitations',
    { summary: 'The pending invitations', twin: 'Query.invitations' },
    adminOnly,
    async (req, res) => {
      res.json(toRest(await services.accounts.pendingInvitations(req.viewer)));
    },
  );
  const invite = { summary: 'Invites someone by email', twin: 'Mutation.inviteAccount', status: 201 } as const;
  routes.post('/admin/invitations', invite, adminOnly, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const sent = await services.accounts.invite(req.viewer, { email: textValue(body.email), role: textValue(body.role) });
    res.status(201).json(toRest(sent));
  });
  routes.delete(
    '/admin/invitations/:id',
    { summary: 'Revokes an invitation', twin: 'Mutation.revokeInvitation' },
    adminOnly,
    async (req, res) => {
      res.json(toRest(await services.accounts.revokeInvitation(req.viewer, param(req, 'id'))));
    },
  );
  routes.get('/invitations/:token', { summary: 'The invitation a link names', twin: 'Query.invitation' }, async (req, res) => {
    res.json(toRest(await services.accounts.invitation(param(req, 'token'))));
  });
  const accept = {
    summary: 'Creates the invited account (username, password)',
    twin: 'Mutation.acceptInvitation',
    status: 201,
    answer: ACCOUNT,
    body: { type: 'object', properties: { username: 'String!', password: 'String!' }, required: ['username', 'password'] },
    errors: [429],
  } as const;
  routes.post('/invitations/:token/accept', accept, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const admin = await services.accounts.accept({
      token: param(req, 'token'),
      username: textValue(body.username),
      password: typeof body.password === 'string' ? body.password : undefined,
    });
    res.status(201).json(accountBody(admin));
  });
}
