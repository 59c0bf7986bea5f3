import type { Viewer } from '../shared/viewer';

declare global {
  namespace Express {
    interface Request {
      /** Who is calling; set for every /api request by rest/router.ts. */
      viewer: Viewer;
    }
  }
}

export {};
