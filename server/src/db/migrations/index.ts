import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

/** `<13-digit ms timestamp>-<what>.ts` (`.js` once built); index.ts, tests and source maps are not migrations. */
const MIGRATION_FILE = /^\d{13}-[a-z0-9-]+\.(?:ts|js)$/;
const load = createRequire(__filename);

/**
 * Every migration in this folder, oldest first (the file names start with their timestamps). A new
 * migration is a new file here and nothing else: `npm run db:migration:new -- <Name>` writes one.
 * Each file exports one class, named `<Name><timestamp>`.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's `migrations` option takes classes as Function
export const migrations: Function[] = readdirSync(__dirname)
  .filter((file) => MIGRATION_FILE.test(file))
  .sort()
  .map((file) => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- as above
    const exported = Object.values(load(`./${file}`) as Record<string, unknown>) as Function[];
    if (exported.length !== 1 || typeof exported[0] !== 'function')
      throw new Error(`${file} must export exactly one migration class`);
    return exported[0];
  });
