import { AsyncLocalStorage } from 'node:async_hooks';
import type { Viewer } from './viewer';

/** What code deep inside a request (a TypeORM subscriber, say) may need to know about it. */
export interface RequestContext {
  viewer: Viewer;
  /** The id http/request-id.ts gave the request; quoted in logs and error bodies. */
  requestId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `work` (and everything it awaits or schedules) with `context` as the current request's.
 * Set once per request by http/authenticate.ts, so no service has to pass it along.
 */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The current request's context; undefined outside a request (start-up, seed, CLI). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
