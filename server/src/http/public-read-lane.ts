import type { IncomingMessage } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { PublicQueries } from '../graphql/public-queries';
import { toRest } from '../rest/rest-kit';
import { currentRequestContext } from '../shared/request-context';
import { anonymousViewer, type Viewer } from '../shared/viewer';
import type { LaneAnswer, LaneAnswerer } from '../shared/response-cache/response-cache';
import { hasCleanUrlAndHeaders, hasTooDeepQuery } from './input-guards';

/** What a public REST read needs of its request: Express's req has it, and so does the lane's. */
export interface ReadRequest {
  params: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  viewer: Viewer;
}

export type PublicRead = (req: ReadRequest) => Promise<unknown>;

interface RestRoute {
  /** '/api/products/slug/:slug' split at '/', for matching and for the metrics label. */
  segments: string[];
  route: string;
  read: PublicRead;
}

/**
 * The public read lane (docs/decisions/041-public-read-lane.md): anonymous GET reads of both doors answered
 * before Express, by the same reads the doors run, because Express's request set-up and middleware cost
 * more CPU than the read itself. The response cache's front (shared/response-cache) calls it on a miss,
 * or for every anonymous GET when the cache is off; it writes the headers the app would. What this does
 * not answer with a plain 200 goes on to Express as it always did: errors (404, bad paging, a GraphQL
 * error) are answered there, once, in each door's own shape.
 */
export class PublicReadLane implements LaneAnswerer {
  private readonly restRoutes: RestRoute[] = [];
  private graphql?: PublicQueries;

  /**
   * A public REST GET under /api, registered beside its Express route (rest/rest-kit.ts publicGet), in
   * the same order, so the first route that matches here is the one Express would pick.
   */
  rest(path: string, read: PublicRead): void {
    const route = `/api${path}`;
    this.restRoutes.push({ segments: route.split('/'), route, read });
  }

  /** Anonymous GET queries (graphql/public-queries.ts). */
  queries(queries: PublicQueries): void {
    this.graphql = queries;
  }

  /**
   * What answers an anonymous GET (null when the lane does not take it; the answer is null when Express
   * is to answer after all). The response cache runs it inside the request's context, so its answer can be marked unfit to keep.
   */
  answerer(req: IncomingMessage, door: 'graphql' | 'rest', path: string, url: string): (() => Promise<LaneAnswer | null>) | null {
    // A body on a GET, or a NUL or invalid UTF-8 anywhere Express's input guards look: Express refuses or reads it.
    if (req.headers['content-length'] || req.headers['transfer-encoding'] || !hasCleanUrlAndHeaders(req) || hasTooDeepQuery(url))
      return null;
    const search = url.length > path.length ? url.slice(path.length + 1) : '';
    if (door === 'graphql') {
      const graphql = this.graphql;
      if (!graphql) return null;
      return async () => {
        const answer = await graphql.answer(req, search);
        return answer && { ...answer, route: '/graphql' };
      };
    }
    const match = this.match(path);
    if (!match) return null;
    const { route, params } = match;
    return async () => {
      const viewer = currentRequestContext()?.viewer ?? anonymousViewer();
      const value = await route.read({ params, query: parseQueryString(search), viewer });
      return { body: JSON.stringify(toRest(value)), contentType: 'application/json; charset=utf-8', route: route.route };
    };
  }

  private match(path: string): { route: RestRoute; params: Record<string, string> } | null {
    const segments = path.split('/');
    for (const route of this.restRoutes) {
      if (route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let matches = true;
      for (let i = 0; i < segments.length && matches; i += 1) {
        const expected = route.segments[i];
        if (expected.startsWith(':')) {
          // Express decodes parameters; one that does not decode is its 400 to give.
          try {
            params[expected.slice(1)] = decodeURIComponent(segments[i]);
          } catch {
            return null;
          }
          matches = segments[i] !== '';
        } else {
          matches = expected === segments[i];
        }
      }
      if (matches) return { route, params };
    }
    return null;
  }
}
