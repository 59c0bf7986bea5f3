import type { DataSource } from 'typeorm';
import type { Config } from '../config';

/** Demo content for an empty database (filled in below as modules land). */
export async function seedDatabase(_dataSource: DataSource, _config: Pick<Config, 'uploadsDir'>): Promise<string> {
  return 'Nothing to seed yet.';
}
