/**
 * Domain errors thrown by services. Each door translates them: GraphQL into an error
 * with `extensions.code`, REST into a status code and a JSON body. Nothing else a
 * service throws reaches a client unmasked.
 */
import { QueryFailedError } from 'typeorm';

export type FieldErrors = Record<string, string>;

export abstract class AppError extends Error {
  abstract readonly code: string;
  abstract readonly httpStatus: number;
  /** When the caller may try again: both doors send it as Retry-After (GraphQL also as extensions.retryAfterSeconds). */
  readonly retryAfterSeconds?: number;
  /** What a client needs to act on besides the code (GraphQL: extensions; REST: fields of the body). */
  readonly details?: Record<string, string | boolean>;
}

export class ValidationError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor(
    readonly fields: FieldErrors,
    message: string = Object.values(fields)[0] ?? 'Invalid input',
  ) {
    super(message);
  }

  static single(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: message });
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  readonly httpStatus = 404;
  /** `entity` is the REST contract's name for it: 'Founder', 'Team member', 'Blog post'... */
  constructor(readonly entity: string) {
    super(`${entity} not found`);
  }
}

/**
 * A save made over a version of the record newer than the one the caller edited (someone else saved meanwhile).
 * REST's precondition (If-Match) failed: 412; GraphQL's code CONFLICT. Details say who saved, when, and the version
 * now stored, so the caller can compare and save again over it.
 */
export class VersionConflictError extends AppError {
  readonly code = 'CONFLICT';
  readonly httpStatus = 412;
  constructor(override readonly details: { changedBy: string; changedAt: string; version: string }) {
    super(`Saved by ${details.changedBy} at ${details.changedAt}, after you opened it`);
  }
}

export class AuthenticationError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  readonly httpStatus = 401;
}

/** Signed in, but the account's role does not allow this (REST 403, GraphQL FORBIDDEN). */
export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  readonly httpStatus = 403;
}

export class UnsupportedFileError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor() {
    super('Only image files are allowed!');
  }
}

/** An image whose pixel count (width x height, times frames) would take too much memory to decode: a decompression bomb. */
export class ImageDimensionsTooLargeError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor(maxMegapixels: number) {
    super(`Image dimensions too large (at most ${maxMegapixels} megapixels)`);
  }
}

export class FileTooLargeError extends AppError {
  readonly code = 'PAYLOAD_TOO_LARGE';
  readonly httpStatus = 413;
  constructor() {
    super('File too large');
  }
}

export class TooManyRequestsError extends AppError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly httpStatus = 429;
  constructor(override readonly retryAfterSeconds: number) {
    super(`Too many login attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`);
  }
}

/**
 * No database connection came free within the wait bound (DATABASE_WAIT_TIMEOUT_SECONDS): the request is
 * answered 503 at once rather than queued forever behind a stuck one (docs/decisions/044-no-waiting-forever.md).
 */
export class DatabaseBusyError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly httpStatus = 503;
  override readonly retryAfterSeconds: number;
  constructor(readonly waitedMs: number) {
    super('The service is busy. Please try again in a few seconds.');
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitedMs / 1000));
  }
}

/**
 * The database connection went away under a statement (the server restarted, a failover, a terminated backend) or
 * could not be made: the client may simply try again, so it is a 503 with Retry-After, never 'Internal server error'
 * (issue 28). Nothing was committed by the failed statement.
 */
export class DatabaseUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly httpStatus = 503;
  override readonly retryAfterSeconds = 1;
  constructor() {
    super('The service is busy. Please try again in a few seconds.');
  }
}

/**
 * SQLSTATE classes 08 (connection exception) and 57P01-57P03 (the server shutting down or starting), and what
 * node-postgres says when the socket closes under a query or cannot be opened.
 */
const CONNECTION_LOST_CODE = /^(08\w{3}|57P0[123])$/;
const CONNECTION_LOST_MESSAGE =
  /^(Connection terminated|connect ECONNREFUSED|read ECONNRESET|Client has encountered a connection error|Client was closed and is not queryable)/;

function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && CONNECTION_LOST_CODE.test(code)) ||
    (typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message))
  );
}

/**
 * The domain error an error is or carries: TypeORM wraps what the pool throws on connect (DatabaseBusyError)
 * in a QueryFailedError whose driverError is the original; a lost database connection is DatabaseUnavailableError.
 * Anything else: undefined (a masked 500).
 */
export function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const driverError = (error as { driverError?: unknown } | null | undefined)?.driverError;
  if (driverError instanceof DatabaseBusyError) return driverError;
  return isConnectionLost(driverError ?? error) ? new DatabaseUnavailableError() : undefined;
}

/** A write the database refused for a unique index (SQLSTATE 23505): a race the service's own check could not see. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
