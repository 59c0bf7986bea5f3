// Run by server/src/db/embedded-postgres.test.ts in a child process (PGlite cannot load inside jest's
// module sandbox): makes a template with a marker table, starts fresh data folders with a usable and
// with an outdated template, and prints what each folder turned out to hold as one JSON line.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, installedPgliteVersion, TEMPLATE_VERSION_FILE } from '../db/embedded-postgres';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function hasMarker(
  dataDir: string,
  templateDir: string,
): Promise<{ marker: boolean; sharedBuffers: string; versionFileCopied: boolean }> {
  const embedded = await startEmbeddedPostgres(dataDir, { templateDir });
  try {
    const [{ found }] = await query<{ found: boolean }>(
      embedded.url,
      "SELECT to_regclass('public.template_marker') IS NOT NULL AS found",
    );
    const [{ shared_buffers: sharedBuffers }] = await query<{ shared_buffers: string }>(embedded.url, 'SHOW shared_buffers');
    return { marker: found, sharedBuffers, versionFileCopied: existsSync(path.join(dataDir, TEMPLATE_VERSION_FILE)) };
  } finally {
    await embedded.stop();
  }
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'embedded-template-'));
  try {
    // No template: initdb (in a worker thread), then a table to recognise copies by.
    const template = path.join(root, 'template');
    const maker = await startEmbeddedPostgres(template, { templateDir: false });
    await query(maker.url, 'CREATE TABLE template_marker (id int)');
    await maker.stop();

    await writeFile(path.join(template, TEMPLATE_VERSION_FILE), installedPgliteVersion());
    const fromTemplate = await hasMarker(path.join(root, 'fresh'), template);
    const restarted = await hasMarker(path.join(root, 'fresh'), template);

    await writeFile(path.join(template, TEMPLATE_VERSION_FILE), '0.0.1');
    const outdatedTemplate = await hasMarker(path.join(root, 'other'), template);
    console.log(JSON.stringify({ fromTemplate, restarted, outdatedTemplate }));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
