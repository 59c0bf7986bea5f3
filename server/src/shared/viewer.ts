import { AuthenticationError } from './errors';

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
