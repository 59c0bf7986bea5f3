import type { Viewer } from '../shared/viewer';

declare global {
  namespace Express {
    interface Request {
      /** Who is calling; set for every /api and /graphql request by http/authenticate.ts. */
      viewer: Viewer;
      /** Set for every request by http/request-id.ts; echoed as X-Request-Id and in error bodies. */
      id: string;
    }
  }
}

export {};
