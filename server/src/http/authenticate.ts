import type { RequestHandler } from 'express';
import type { AdminService } from '../modules/admin/admin.service';
import { runInRequestContext } from '../shared/request-context';

/**
 * The one place both doors learn who is calling: the bearer token becomes `req.viewer` (an
 * admin, or an anonymous viewer that says why not), and the rest of the request runs inside
 * the request context, so code that services do not call directly (the activity log's
 * subscriber) knows the viewer too. Never refuses: each operation decides (adminOnly, @Authorized).
 */
export function authenticate(admins: Pick<AdminService, 'authenticate'>): RequestHandler {
  return async (req, _res, next) => {
    req.viewer = await admins.authenticate(req.headers.authorization, req.ip ?? 'unknown');
    runInRequestContext({ viewer: req.viewer, requestId: req.id }, () => next());
  };
}
