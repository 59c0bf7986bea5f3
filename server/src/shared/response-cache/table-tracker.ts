import type {
  AfterQueryEvent,
  BeforeQueryEvent,
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { LRUCache } from 'lru-cache';

/** A table name as SQL writes it: quoted or bare, optionally after a schema. */
const IDENTIFIER = String.raw`((?:"[^"]+"|[A-Za-z_][\w$]*)(?:\s*\.\s*(?:"[^"]+"|[A-Za-z_][\w$]*))?)`;
const READ = new RegExp(String.raw`\b(?:FROM|JOIN)\s+${IDENTIFIER}`, 'gi');
const WRITE = new RegExp(
  String.raw`\b(?:INSERT\s+INTO|DELETE\s+FROM|(?<!\bFOR\s+|\bKEY\s+)UPDATE(?!\s+SET\b))\s+(?:ONLY\s+)?${IDENTIFIER}`,
  'gi',
);
const TRUNCATE = /^\s*TRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?([^;]*)/i;

/** `"public"."founder"` → founder; bare names fold to lower case, as Postgres does. */
function tableName(identifier: string): string {
  const last = identifier
    .split(/\s*\.\s*(?=(?:"[^"]*"|[^"])*$)/)
    .pop()!
    .trim();
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
}

export interface StatementTables {
  /** Every table the statement names (read from, joined, or written to). */
  read: string[];
  /** The tables it changes. */
  written: string[];
}

const parsed = new LRUCache<string, StatementTables>({ max: 2000 });

/**
 * The tables one SQL statement reads and writes, by its FROM, JOIN, INSERT INTO, UPDATE, DELETE FROM
 * and TRUNCATE clauses. Naming a table that is not one (a column after EXTRACT(... FROM) costs an
 * unneeded tag at worst; what matters is that no table read or written is missed. TypeORM's
 * statements repeat, so answers are remembered.
 */
export function tablesOf(sql: string): StatementTables {
  const known = parsed.get(sql);
  if (known) return known;
  const read = new Set<string>();
  const written = new Set<string>();
  for (const match of sql.matchAll(READ)) read.add(tableName(match[1]));
  if (!/^\s*SELECT\b/i.test(sql)) {
    for (const match of sql.matchAll(WRITE)) written.add(tableName(match[1]));
    const truncate = TRUNCATE.exec(sql);
    if (truncate) {
      for (const part of truncate[1].split(',')) {
        const name = /^\s*((?:"[^"]+"|[A-Za-z_][\w$]*)(?:\s*\.\s*(?:"[^"]+"|[A-Za-z_][\w$]*))?)/.exec(part);
        if (name) written.add(tableName(name[1]));
      }
    }
  }
  for (const table of written) read.add(table);
  const result = { read: [...read], written: [...written] };
  parsed.set(sql, result);
  return result;
}

export interface TableListener {
  /** A statement run inside a request read (or wrote) these tables. */
  read(tables: string[]): void;
  /** These tables changed and the change is committed; resolves once cached answers are dropped. */
  changed(tables: string[]): Promise<void>;
}

/**
 * The response cache's eyes on the database: a TypeORM subscriber that sees every statement, whether
 * a repository, a query builder or raw SQL sent it, so new tables and columns need nothing. Reads are
 * reported at once (the cache tags the current request's answer with them); writes are reported after
 * they are committed: at the end of their transaction, or right after the statement outside one.
 * TypeORM awaits both events, so the write's caller (and its HTTP answer) waits for the invalidation.
 */
export class TableTracker implements EntitySubscriberInterface {
  private readonly listeners = new Set<TableListener>();
  private readonly uncommitted = new WeakMap<QueryRunner, Set<string>>();

  /** The data source's tracker, added once however many apps share it (tests build several). */
  static of(dataSource: DataSource): TableTracker {
    let tracker = dataSource.subscribers.find((subscriber): subscriber is TableTracker => subscriber instanceof TableTracker);
    if (!tracker) {
      tracker = new TableTracker();
      dataSource.subscribers.push(tracker);
    }
    return tracker;
  }

  listen(listener: TableListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  beforeQuery(event: BeforeQueryEvent): void {
    if (this.listeners.size === 0) return;
    const { read } = tablesOf(event.query);
    if (read.length > 0) for (const listener of this.listeners) listener.read(read);
  }

  /** A read (most statements) returns at once, with no promise for TypeORM to wait on. */
  afterQuery(event: AfterQueryEvent): Promise<void> | void {
    if (!event.success || this.listeners.size === 0) return;
    const { written } = tablesOf(event.query);
    if (written.length === 0) return;
    if (event.queryRunner.isTransactionActive) {
      let tables = this.uncommitted.get(event.queryRunner);
      if (!tables) this.uncommitted.set(event.queryRunner, (tables = new Set()));
      for (const table of written) tables.add(table);
      return;
    }
    return this.changed(written);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint released inside a transaction commits nothing yet.
    if (event.queryRunner.isTransactionActive) return;
    const tables = this.uncommitted.get(event.queryRunner);
    if (!tables) return;
    this.uncommitted.delete(event.queryRunner);
    await this.changed([...tables]);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // A savepoint rolled back may leave earlier writes of the transaction to commit: they stay noted.
    if (!event.queryRunner.isTransactionActive) this.uncommitted.delete(event.queryRunner);
  }

  private async changed(tables: string[]): Promise<void> {
    await Promise.all([...this.listeners].map((listener) => listener.changed(tables)));
  }
}
