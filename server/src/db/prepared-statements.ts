import pg from 'pg';

/**
 * How many statements one connection keeps prepared. TypeORM builds a bounded set of SELECTs (one per entity and
 * find shape; `In` lists make one per length), so this is reached only by something unusual; past it, statements
 * run unnamed, as before.
 */
export const PREPARED_PER_CONNECTION = 500;

/** The texts named in one process: a bound on the map below, should something build SELECTs with values inlined. */
export const NAMED_PER_PROCESS = 10 * PREPARED_PER_CONNECTION;

/** One name per statement text, for every connection of the process (a name stands for one text only). */
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < NAMED_PER_PROCESS) names.set(text, (name = `s${names.size + 1}`));
  return name;
}

/**
 * A SELECT that is one statement: the simple protocol runs `a; b` as two, a prepared statement cannot. A literal
 * holding a semicolon only keeps its statement unnamed.
 */
function preparable(text: string): boolean {
  return /^\s*select\s/i.test(text) && !text.includes(';');
}

/**
 * pg's client, with each SELECT run as a named prepared statement on its connection: PostgreSQL parses and plans
 * it once per connection instead of on every run (docs/decisions/073-prepared-statements.md). For PostgreSQL only:
 * the embedded PGlite is one session shared by every connection, which would see one connection's names as
 * another's.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // pg's overloads, passed through: only a text with its values (TypeORM's call) is named.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (
      typeof text === 'string' &&
      (args.length === 1 || (args.length === 2 && (values === undefined || Array.isArray(values))))
    ) {
      const name = this.nameFor(text);
      if (name) return super.query({ name, text, values: values as unknown[] | undefined }) as never;
    }
    return (super.query as (...all: unknown[]) => never)(...args);
  }

  private nameFor(text: string): string | undefined {
    const known = names.get(text);
    // A named text was found preparable when it was named: the check is not run again on every query.
    if (known === undefined) {
      if (!preparable(text)) return undefined;
    } else if (this.prepared.has(known)) {
      return known;
    }
    if (this.prepared.size >= PREPARED_PER_CONNECTION) return undefined;
    const name = known ?? nameOf(text);
    if (name !== undefined) this.prepared.add(name);
    return name;
  }
}
