import type { FieldErrors } from '../shared/errors';

/**
 * What a failed request answers, in the app's own words, whatever door it came through. Its own module, so that
 * http/final-error-handler.ts and the REST door's body (http/rest-error-body.ts) do not import each other.
 */
export interface Problem {
  status: number;
  /** Ours (or a domain error's), never a library's: no paths, SQL, stack or echoed internals. */
  message: string;
  /** GraphQL's `extensions.code`. */
  code: string;
  fields?: FieldErrors;
  headers?: Record<string, string>;
  /** A domain error's details (AppError.details): fields of a REST body, GraphQL extensions. */
  details?: Record<string, string | boolean>;
}
