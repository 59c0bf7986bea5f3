import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { runFirstStart } from './db/first-run';
import { connectRedis } from './shared/redis';
import { memoryRateLimiters, redisRateLimiters } from './shared/rate-limit';
import { configureLogger, logger, loggerOptionsFrom } from './ops/logger';
import { drainAndClose, drainBeforeClose, trackResponses } from './ops/shutdown';

/** Starts everything: database (embedded by default), migrations, first admin, demo content, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  configureLogger(loggerOptionsFrom(config));
  const db = await openDatabase(config);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const app = await createApp(config, db.dataSource, redis ? redisRateLimiters(redis) : memoryRateLimiters, { redis });

  // The first admin and the demo content, once, under the lock the migrations took (db/first-run.ts).
  const { initialAdmin, seeded } = await runFirstStart(db, app, config);
  if (seeded) logger.info(seeded);

  // HOST unset: every interface, as Node's listen() does without one.
  // Fastify's own server (its routes and hooks answer); Node's listen keeps HOST's meaning: unset, every interface.
  const server: Server = app.server.server.listen({ port: config.port, host: config.host }, () => {
    const url = `http://${config.host && config.host !== '0.0.0.0' && config.host !== '::' ? config.host : 'localhost'}:${config.port}`;
    // One log line each (JSON in production): 'Ready on' is what process managers and the e2e tests wait for.
    logger.info(`Ready on ${url}  (database: ${db.mode === 'embedded' ? `embedded, ${config.dataDir}/pg` : 'DATABASE_URL'})`);
    logger.info(`  Website: ${url}`);
    logger.info(`  GraphQL API and playground: ${url}/graphql`);
    logger.info(`  REST API: ${url}/api`);
    if (db.embeddedUrl) logger.info(`  Embedded Postgres at ${db.embeddedUrl} (while the app runs)`);
    for (const line of describeAdminLogin(config.initialAdmin, initialAdmin.generatedPassword).split('\n')) logger.info(line);
    // After ready, never before: images without variants (demo content just seeded, files stored before
    // ADR 022) get them in the background, behind uploads; the originals are served meanwhile (ADR 023).
    void app.services.images
      .makePendingVariants((message) => logger.warn(message))
      .then((made) => made > 0 && logger.info(`Image variants made for ${made} stored images`))
      .catch((error: unknown) => logger.error({ err: error }, 'Image variants failed'));
  });

  // The trash's expiry (docs/decisions/064-trash.md): hourly, and once now; listing the trash runs it too.
  const purgeExpiredTrash = () =>
    void app.services.trash
      .purgeExpired()
      .then((purged) => purged > 0 && logger.info(`Trash: ${purged} records deleted for good after their days in the trash`))
      .catch((error: unknown) => logger.error({ err: error }, 'Trash expiry failed'));
  purgeExpiredTrash();
  const trashExpiry = setInterval(purgeExpiredTrash, 60 * 60 * 1000).unref();
  // The analytics' roll-up (docs/decisions/070): past days into daily figures, raw events after 30 days and spent
  // salts deleted; every 15 minutes and once now, by one instance at a time (it skips when another holds the lock).
  const rollUpAnalytics = () =>
    void app.services.analytics.rollUp().catch((error: unknown) => logger.error({ err: error }, 'Analytics roll-up failed'));
  rollUpAnalytics();
  const analyticsRollUp = setInterval(rollUpAnalytics, 15 * 60 * 1000).unref();
  // Webhook deliveries due but not announced to this instance (another's, or left by a restart), and the 30 days' purge;
  // app.stop() ends the poll and the attempts in flight.
  app.services.webhooks.worker.startPolling();

  const inFlight = trackResponses(server);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(trashExpiry);
    clearInterval(analyticsRollUp);
    app.markShuttingDown();
    // SIGTERM is what a process manager or an orchestrator sends: first the drain, while the proxy notices.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainSeconds * 1000 : 0;
    if (drainMs > 0) {
      logger.info(`${signal} received: not ready; serving for ${config.shutdownDrainSeconds} s more while the proxy notices`);
      await drainBeforeClose(server, inFlight, drainMs);
    }
    logger.info(
      `${signal} received: finishing requests in flight (up to ${config.shutdownTimeoutSeconds} s), then shutting down`,
    );
    const exitCode = await drainAndClose({
      server,
      inFlight,
      timeoutMs: config.shutdownTimeoutSeconds * 1000,
      logger,
      closers: [
        { name: 'GraphQL', close: () => app.stop() },
        ...(redis ? [{ name: 'Redis', close: () => redis.quit() }] : []),
        { name: 'database', close: () => db.close() },
      ],
    });
    logger.info('Stopped');
    process.exit(exitCode);
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
  logger.fatal({ err: error }, `Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
