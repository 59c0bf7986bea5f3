import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { isDatabaseEmpty, seedDatabase } from './db/seed';
import { connectRedis } from './shared/redis';
import { memoryRateLimiters, redisRateLimiters } from './shared/rate-limit';

/** Starts everything: database (embedded by default), migrations, first admin, demo content, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const app = await createApp(config, db.dataSource, redis ? redisRateLimiters(redis) : memoryRateLimiters);

  const initialAdmin = await app.services.admin.ensureInitialAdmin(config.initialAdmin);
  if (config.seedDemoContent && (await isDatabaseEmpty(db.dataSource))) {
    console.log(await seedDatabase(db.dataSource, app.storage));
  }

  const server: Server = app.app.listen(config.port, () => {
    const url = `http://localhost:${config.port}`;
    console.log(`\nReady on ${url}  (database: ${db.mode === 'embedded' ? `embedded, ${config.dataDir}/pg` : 'DATABASE_URL'})`);
    console.log(`  Website: ${url}`);
    console.log(`  GraphQL API and playground: ${url}/graphql`);
    console.log(`  REST API: ${url}/api`);
    if (db.embeddedUrl) console.log(`  Embedded Postgres at ${db.embeddedUrl} (while the app runs)`);
    console.log(describeAdminLogin(config.initialAdmin, initialAdmin.generatedPassword));
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down...`);
    server.close();
    await app.stop();
    await redis?.quit();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function describeAdminLogin(admin: { username: string; password: string | undefined }, generated?: string): string {
  if (generated) {
    return `  Admin login: ${admin.username} / ${generated}\n  (generated now and shown only once; set ADMIN_PASSWORD or run npm run admin:reset-password)`;
  }
  if (admin.password) return `  Admin login: ${admin.username} / the password in ADMIN_PASSWORD`;
  return `  Admin login: ${admin.username} (password shown on first start; forgot it? npm run admin:reset-password -- ${admin.username})`;
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
