import type { Logger as TypeOrmLogger } from 'typeorm';
import { logger } from './logger';

/**
 * TypeORM's messages through the app's logger instead of console.log. Query parameters are never
 * logged: they carry password hashes, token digests and whatever visitors typed.
 */
export class PinoTypeOrmLogger implements TypeOrmLogger {
  /** `queries`: every statement at debug level (createDataSource's `logging`). */
  constructor(private readonly queries = false) {}

  logQuery(query: string): void {
    if (this.queries) logger.debug({ query }, 'SQL');
  }

  /** Expected refusals (a unique slug taken) are handled by the services; a real failure is logged again as a 500. */
  logQueryError(error: string | Error, query: string): void {
    logger.warn({ err: typeof error === 'string' ? new Error(error) : error, query }, 'SQL statement failed');
  }

  logQuerySlow(time: number, query: string): void {
    logger.warn({ durationMs: time, query }, 'Slow SQL statement');
  }

  logSchemaBuild(message: string): void {
    logger.debug(message);
  }

  logMigration(message: string): void {
    logger.info(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    logger[level === 'warn' ? 'warn' : 'info'](String(message));
  }
}
