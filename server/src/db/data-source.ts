import { DataSource } from 'typeorm';
import { entities } from '../modules';
import { migrations } from './migrations';
import { PinoTypeOrmLogger } from '../ops/typeorm-logger';

/** One DataSource shape for production, development (embedded), tests and the migration CLI. */
export function createDataSource(url: string, options: { logging?: boolean; poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    // Schema changes only ever happen through migrations (run on start).
    synchronize: false,
    migrationsRun: false,
    // PGlite has no uuid-ossp; gen_random_uuid() is built into Postgres 13+.
    uuidExtension: 'pgcrypto',
    logging: options.logging ? ['query', 'error'] : ['error'],
    logger: new PinoTypeOrmLogger(options.logging),
    extra: { max: options.poolSize ?? 10 },
  });
}
