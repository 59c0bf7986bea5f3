import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { CookieJar } from '../modules/admin/known-devices';

/**
 * The request's cookies and its answer's, for both doors (the REST routes and the GraphQL context): HttpOnly,
 * SameSite=Strict, for the whole site, Secure whenever the request came over HTTPS (directly or through a
 * proxy TRUST_PROXY names).
 */
export function cookieJar(req: Request, res: Response): CookieJar {
  let parsed: Record<string, string | undefined> | undefined;
  return {
    get(name) {
      const cookies = (parsed ??= parse(req.headers.cookie ?? ''));
      return cookies[name];
    },
    set(name, value, maxAgeSeconds) {
      res.cookie(name, value, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
        path: '/',
        maxAge: maxAgeSeconds * 1000,
      });
    },
  };
}
