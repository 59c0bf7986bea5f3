import type { Config } from '../config';
import type { AdminService } from '../modules/admin/admin.service';
import type { Storage } from '../shared/storage/storage';
import { withStartupLock, type Database } from './database';
import { isDatabaseEmpty, seedDatabase } from './seed';
import { buildSearchIndexIfEmpty } from '../modules/search/search-indexer';

/**
 * The first administrator and, on an empty database with SEED_DEMO_CONTENT, the demo content: written once under
 * the startup lock, so instances started at the same moment on an empty database all come up (issue 28: one of
 * two used to exit on the admin's unique username). Together inside the lock: the first admin's password hash
 * (argon2id, about 0.6 s in its own threads) and the demo content (mostly database work) do not wait for each
 * other (ADR 027).
 */
export async function runFirstStart(
  db: Pick<Database, 'dataSource' | 'mode'>,
  app: { services: { admin: Pick<AdminService, 'ensureInitialAdmin'> }; storage: Storage },
  config: Pick<Config, 'seedDemoContent' | 'initialAdmin'>,
) {
  return withStartupLock(db.dataSource, { embedded: db.mode === 'embedded' }, async () => {
    const seed = config.seedDemoContent && (await isDatabaseEmpty(db.dataSource));
    // First: the admin's lookup goes before the seed's transaction.
    const admin = app.services.admin.ensureInitialAdmin(config.initialAdmin);
    const [initialAdmin, seeded] = await Promise.all([admin, seed ? seedDatabase(db.dataSource, app.storage) : undefined]);
    // After the seed (whose writes the indexer follows): the content of a database from before the search.
    await buildSearchIndexIfEmpty(db.dataSource);
    return { initialAdmin, seeded };
  });
}
