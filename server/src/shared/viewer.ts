import {
  API_TOKEN_ACCOUNT_MESSAGE,
  API_TOKEN_READ_ONLY_MESSAGE,
  FORBIDDEN_MESSAGE,
  roleAtLeast,
  ROLES,
  type ApiTokenScope,
  type Role,
} from '@field-rules';
import { AuthenticationError, ForbiddenError } from './errors';

export interface AdminIdentity {
  id: string;
  username: string;
  /** The account's role; for an API token, the role its scope allows, never above its creator's (apiToken). */
  role: string;
  /** The `jti` of the token that authenticated this request (an API token's own id). */
  sessionId: string;
  /**
   * Set when an API token authenticated the request (docs/decisions/069-api-tokens.md): the account is the owner who
   * made it, acting with `role`; 'read-drafts' is refused every write (refuseReadOnly), and no token reaches the
   * account's own security (requireAccount).
   */
  apiToken?: { id: string; name: string; scope: ApiTokenScope };
}

/**
 * Who is making a request. A bad token does not fail public reads (a visitor with a stale
 * token still sees the site); `authError` is what an admin-only operation answers instead.
 */
export interface Viewer {
  admin: AdminIdentity | null;
  authError: string;
  ip: string;
}

export const NO_TOKEN_MESSAGE = 'Access denied. No token provided.';

export function anonymousViewer(ip = 'unknown'): Viewer {
  return { admin: null, authError: NO_TOKEN_MESSAGE, ip };
}

export function requireAdmin(viewer: Viewer): AdminIdentity {
  if (!viewer.admin) throw new AuthenticationError(viewer.authError);
  return viewer.admin;
}

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** Whether the signed-in account's role is `least` or one above it. */
export function hasRole(admin: AdminIdentity | null, least: Role): boolean {
  return admin !== null && roleAtLeast(admin.role, least);
}

/**
 * An account whose role is `least` or above (issue 30, docs/decisions/065-roles.md): every service checks here, so
 * both doors refuse alike (signed out: 401, the wrong role: 403 FORBIDDEN).
 */
export function requireRole(viewer: Viewer, least: Role): AdminIdentity {
  const admin = requireAdmin(viewer);
  if (!hasRole(admin, least)) throw new ForbiddenError(FORBIDDEN_MESSAGE);
  return admin;
}

/**
 * The doors' one check for read-only API tokens: every GraphQL mutation and every REST method but GET and HEAD
 * calls this first, so a 'read-drafts' token writes nothing, whatever a service would let its role do.
 */
export function refuseReadOnly(viewer: Viewer): void {
  if (viewer.admin?.apiToken?.scope === 'read-drafts') throw new ForbiddenError(API_TOKEN_READ_ONLY_MESSAGE);
}

/** The signed-in account itself, for its own password, two-factor and sessions: never an API token (403). */
export function requireAccount(viewer: Viewer): AdminIdentity {
  const admin = requireAdmin(viewer);
  if (admin.apiToken) throw new ForbiddenError(API_TOKEN_ACCOUNT_MESSAGE);
  return admin;
}

/** Who the activity log and revisions name for a write: the username, or "API token 'CI deploy' of owner". */
export function actorName(admin: AdminIdentity): string {
  return (admin.apiToken ? `API token '${admin.apiToken.name}' of ${admin.username}` : admin.username).slice(0, 100);
}
