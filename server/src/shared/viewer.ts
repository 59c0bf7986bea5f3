import { FORBIDDEN_MESSAGE, roleAtLeast, ROLES, type Role } from '@field-rules';
import { AuthenticationError, ForbiddenError } from './errors';

export interface AdminIdentity {
  id: string;
  username: string;
  role: string;
  /** The `jti` of the token that authenticated this request. */
  sessionId: string;
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
