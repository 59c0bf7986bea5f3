// A throwaway in-memory PGlite served on a loopback port, in its own process: jest's module
// sandbox cannot run PGlite's dynamic imports, and one process per test file keeps them apart.
// The parent reads {port} from IPC; the process ends when the parent disconnects.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// The same smaller shared_buffers as server/src/db/embedded-postgres.ts (EMBEDDED_START_PARAMS, ADR 027).
const db = await PGlite.create('memory://', { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
// argv[2]: a fixed port (a test restarting 'the same' database on it); otherwise the OS picks one.
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: Number(process.argv[2] ?? 0), maxConnections: 10 });
await server.start();
process.send({ port: Number(server.getServerConn().split(':').pop()) });
process.on('disconnect', async () => {
  await server.stop();
  await db.close();
  process.exit(0);
});
