import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicQueries } from '../graphql/public-queries';
import { toRest } from '../rest/rest-kit';
import { currentRequestContext } from '../shared/request-context';
import { anonymousViewer, type Viewer } from '../shared/viewer';
import { answerableBeforeDoors } from '../shared/response-cache/cache-keys';
import type { LaneAnswer, ResponseCache } from '../shared/response-cache/response-cache';
import { urlAndHeadersRefusal } from './input-guards';
import type { DoorsHandover } from './request-pipeline';

/** What a public REST read needs of its request: Express's req has it, and so does the lane's. */
export interface ReadRequest {
  params: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  viewer: Viewer;
}

export type PublicRead = (req: ReadRequest) => Promise<unknown>;

/** What a public REST GET's Fastify route carries in its config: the read that answers it. */
interface PublicRouteConfig {
  publicRead?: PublicRead;
}

/**
 * The public read lane (docs/decisions/041-public-read-lane.md): anonymous GET reads of both doors answered by their
 * own Fastify routes rather than by Express, with the same reads the doors run, because Express's request set-up and
 * middleware cost more CPU than the read itself. A hit never reaches them (the response cache answers it first); a
 * miss, or any such read with the cache off, is read here and kept by the cache, with the headers the doors would
 * send. What this does not answer with a plain 200 goes on to Express as it always did: errors (404, bad paging, a
 * GraphQL error) are answered there, once, in each door's own shape.
 */
export class PublicReadLane {
  private readonly restReads = new Map<string, PublicRead>();
  private graphql?: PublicQueries;

  /** A public REST GET under /api, registered beside its Express route (rest/rest-kit.ts publicGet). */
  rest(path: string, read: PublicRead): void {
    this.restReads.set(`/api${path}`, read);
  }

  /** Anonymous GET queries (graphql/public-queries.ts). */
  queries(queries: PublicQueries): void {
    this.graphql = queries;
  }

  /**
   * The public reads' routes, in the doors' scope: each public REST GET (carrying its read, so Fastify's router is
   * what matches a path to its read: static segments before parameters, parameters decoded, a malformed one refused
   * before any hook) and, with queries, GET /graphql. Each answers an anonymous read itself, through the response
   * cache, which keeps it; anything else, and what the read leaves, goes to the doors.
   */
  routes(server: FastifyInstance, cache: ResponseCache, doors: DoorsHandover): void {
    const route = (door: 'graphql' | 'rest') => (request: FastifyRequest, reply: FastifyReply) => {
      const answer = answerableBeforeDoors(request.headers) ? this.answerer(request, door) : null;
      if (!answer) return doors(request, reply);
      // Sent on the socket once read (the cache's sendWhole), or by the doors.
      reply.hijack();
      cache.answerRead(request, reply, door, answer, (error) => doors(request, reply, error));
    };
    for (const [url, publicRead] of this.restReads) {
      const config: PublicRouteConfig = { publicRead };
      server.get(url, { config }, route('rest'));
    }
    if (this.graphql) server.get('/graphql', route('graphql'));
  }

  /**
   * What answers an anonymous GET (null when the lane does not take it; the answer is null when the doors are to
   * answer after all). The response cache runs it inside the request's context, so its answer can be marked unfit to
   * keep.
   */
  answerer(request: FastifyRequest, door: 'graphql' | 'rest'): (() => Promise<LaneAnswer | null>) | null {
    const req = request.raw;
    const url = req.url ?? '/';
    // A body on a GET, or what Express's input guards refuse (a NUL, invalid UTF-8, a query nested too deep): theirs.
    if (req.headers['content-length'] || req.headers['transfer-encoding'] || urlAndHeadersRefusal(req)) return null;
    if (door === 'graphql') {
      const graphql = this.graphql;
      if (!graphql) return null;
      const query = url.indexOf('?');
      const search = query === -1 ? '' : url.slice(query + 1);
      return async () => {
        const answer = await graphql.answer(req, search);
        return answer && { ...answer, route: '/graphql' };
      };
    }
    const read = (request.routeOptions.config as PublicRouteConfig).publicRead;
    const params = request.params as Record<string, string>;
    // An empty segment (`/api/products/slug/`) names no record: Express matches no route with it.
    if (!read || Object.values(params).includes('')) return null;
    const route = request.routeOptions.url!;
    return async () => {
      const viewer = currentRequestContext()?.viewer ?? anonymousViewer();
      const value = await read({ params, query: request.query as Record<string, unknown>, viewer });
      return { body: JSON.stringify(toRest(value)), contentType: 'application/json; charset=utf-8', route };
    };
  }
}
