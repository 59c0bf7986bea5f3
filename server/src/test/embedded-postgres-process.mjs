// A throwaway in-memory PGlite served on a loopback port, in its own process: jest's module
// sandbox cannot run PGlite's dynamic imports, and one process per test file keeps them apart.
// The parent reads {port} from IPC; the process ends when the parent disconnects.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create('memory://');
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 10 });
await server.start();
process.send({ port: Number(server.getServerConn().split(':').pop()) });
process.on('disconnect', async () => {
  await server.stop();
  await db.close();
  process.exit(0);
});
