// A throwaway in-memory PGlite served on a loopback port, in its own process: jest's module
// sandbox cannot run PGlite's dynamic imports, and one process per test file keeps them apart.
// The parent reads {port} from IPC; the process ends when the parent disconnects.
// PGLITE_TEST_TEMPLATE names a data folder dump (made once per test run by global-setup.ts, migrations
// applied) to start from instead of running initdb, which costs each test file several seconds.
// A {dumpTo} message writes this database's own dump there (how that template is made) and answers {dumped}.
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const template = process.env.PGLITE_TEST_TEMPLATE;
// The same smaller shared_buffers and extensions as server/src/db/embedded-postgres.ts (EMBEDDED_START_PARAMS, ADR 027).
const db = await PGlite.create('memory://', {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  extensions: { pg_trgm },
  ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
});
// argv[2]: a fixed port (a test restarting 'the same' database on it); otherwise the OS picks one.
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: Number(process.argv[2] ?? 0), maxConnections: 10 });
await server.start();
process.send({ port: Number(server.getServerConn().split(':').pop()) });
process.on('message', async (message) => {
  if (!message?.dumpTo) return;
  const dump = await db.dumpDataDir('none');
  await writeFile(message.dumpTo, Buffer.from(await dump.arrayBuffer()));
  process.send({ dumped: message.dumpTo });
});
process.on('disconnect', async () => {
  await server.stop();
  await db.close();
  process.exit(0);
});
