import type { Services } from '../services';
import type { Viewer } from '../shared/viewer';

export interface GraphQLContext {
  services: Services;
  viewer: Viewer;
  /** The request's User-Agent, kept on the session a login opens. */
  userAgent?: string;
}
