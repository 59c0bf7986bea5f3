import type { Router } from 'express';
import { adminOnly, param, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, restOnlyFields } from '../../http/route-docs';
import type { ApiToken } from './api-token.entity';
import { statusOf } from './api-token.service';

// REST sends the two fields GraphQL computes (its field resolvers) with the token's own.
restOnlyFields('ApiToken', { status: 'String!', createdByUsername: 'String' });

/** A token as REST answers it: its fields, its status and who made it; never its hash. */
export function apiTokenBody(token: ApiToken): unknown {
  const { createdBy, ...fields } = token;
  return toRest({ ...fields, status: statusOf(token), createdByUsername: createdBy?.username ?? null });
}

/**
 * API tokens (docs/decisions/069-api-tokens.md), owners only: GET /api/admin/api-tokens; POST /api/admin/api-tokens
 * ({name, scope, expiresInDays | expiresAt}; 201 with `token`, shown this once); POST /api/admin/api-tokens/:id/revoke.
 */
export function registerApiTokenRoutes(router: Router, { services }: RestContext): void {
  const routes = documented(router, 'API tokens');
  routes.get('/admin/api-tokens', { summary: 'The API tokens', twin: 'Query.apiTokens' }, adminOnly, async (req, res) => {
    res.json((await services.apiTokens.list(req.viewer)).map(apiTokenBody));
  });
  const create = { summary: 'Makes a token, answered this once', twin: 'Mutation.createApiToken', status: 201 } as const;
  routes.post('/admin/api-tokens', create, adminOnly, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const days = body.expiresInDays;
    const { apiToken, token } = await services.apiTokens.create(req.viewer, {
      name: textValue(body.name) ?? undefined,
      scope: textValue(body.scope) ?? undefined,
      expiresInDays: typeof days === 'number' || typeof days === 'string' ? Number(days) : null,
      expiresAt: typeof body.expiresAt === 'string' ? new Date(body.expiresAt) : null,
    });
    res.status(201).json({ apiToken: apiTokenBody(apiToken), token });
  });
  const revoke = { summary: 'Revokes a token', twin: 'Mutation.revokeApiToken' } as const;
  routes.post('/admin/api-tokens/:id/revoke', revoke, adminOnly, async (req, res) => {
    res.json(apiTokenBody(await services.apiTokens.revoke(req.viewer, param(req, 'id'))));
  });
}
