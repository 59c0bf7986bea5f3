import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDataSource } from './data-source';
import { EMBEDDED_TEMPLATE_DIR, TEMPLATE_VERSION_FILE, installedPgliteVersion, startEmbeddedPostgres } from './embedded-postgres';

/**
 * Writes the embedded database template (ADR 027): initdb once, then this build's migrations, into
 * `templateDir` (replacing what is there). Fresh data folders copy it; migrations added after it was
 * made are applied on start as usual, so a template older than the code is slower, never wrong.
 */
export async function writeEmbeddedTemplate(templateDir = EMBEDDED_TEMPLATE_DIR): Promise<void> {
  const building = `${templateDir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres(building, { templateDir: false });
  const dataSource = createDataSource(embedded.url, { poolSize: 1 });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded.stop();
  }
  await writeFile(path.join(building, TEMPLATE_VERSION_FILE), installedPgliteVersion());
  await rm(templateDir, { recursive: true, force: true });
  await rename(building, templateDir);
}
