import type { Services } from '../services';
import type { Viewer } from '../shared/viewer';

export interface GraphQLContext {
  services: Services;
  viewer: Viewer;
}
