import type { DataSource, EntitySubscriberInterface } from 'typeorm';

export interface StatementCounter {
  /** The SQL of every statement sent since the last reset, in order. */
  readonly statements: readonly string[];
  reset(): void;
  /** Stops counting (the subscriber leaves the data source). */
  stop(): void;
}

/**
 * Counts the SQL statements the app sends through `dataSource`: every query runner (repositories,
 * query builders, transactions, raw `dataSource.query`) announces each statement to the data
 * source's subscribers before running it (TypeORM's beforeQuery event), so one subscriber sees them all.
 */
export function countStatements(dataSource: DataSource): StatementCounter {
  const statements: string[] = [];
  const subscriber: EntitySubscriberInterface = {
    beforeQuery(event) {
      statements.push(event.query);
    },
  };
  dataSource.subscribers.push(subscriber);
  return {
    statements,
    reset() {
      statements.length = 0;
    },
    stop() {
      const index = dataSource.subscribers.indexOf(subscriber);
      if (index >= 0) dataSource.subscribers.splice(index, 1);
    },
  };
}
