import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import { AdminSession } from '../modules/admin/admin-session.entity';

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

/**
 * A signed-in session's first use in a minute records it (one write the other requests skip), so a count of
 * signed-in requests depends on the clock. Marking every session as used an hour ahead keeps that write out of
 * the requests counted after it, however long a slow machine takes over them.
 */
export async function holdSessionTouches(dataSource: DataSource): Promise<void> {
  await dataSource
    .createQueryBuilder()
    .update(AdminSession)
    .set({ lastUsedAt: new Date(Date.now() + 3_600_000) })
    .execute();
}
