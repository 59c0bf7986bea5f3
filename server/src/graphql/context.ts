import type { IncomingHttpHeaders } from 'node:http';
import type { CookieJar } from '../modules/admin/known-devices';
import type { Services } from '../services';
import type { Viewer } from '../shared/viewer';

export interface GraphQLContext {
  services: Services;
  viewer: Viewer;
  /** The request's User-Agent, kept on the session a login opens. */
  userAgent?: string;
  /** The request's cookies and the answer's (a login reads and renews the known-device cookie). */
  cookies?: CookieJar;
  /** The request's headers: a contact message counts as its visitor's conversion by them (modules/analytics). */
  headers?: IncomingHttpHeaders;
}
