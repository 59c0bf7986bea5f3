import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer } from './support/server';

/**
 * Graceful shutdown of the real built server (docs/decisions/028-…): SIGTERM closes the listening socket,
 * lets requests in flight finish (up to SHUTDOWN_TIMEOUT_SECONDS), closes the database and exits 0; and
 * stopping `node scripts/start.mjs` or `npm start` stops the server it started.
 */
const ROOT = path.resolve(__dirname, '..');
// Each test starts the real server (embedded PGlite and migrations take a while on a busy machine).
jest.setTimeout(180_000);

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves once a new connection to the port is refused (the server stopped listening). */
async function refusedWithin(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const socket = await connect(port);
      socket.destroy();
    } catch (error) {
      // Refused, or (a connection that reached the closing socket's backlog) reset: either way not accepted.
      if (['ECONNREFUSED', 'ECONNRESET'].includes((error as NodeJS.ErrnoException).code ?? '')) return;
      throw error;
    }
    if (Date.now() > deadline) throw new Error(`Port ${port} still accepts connections after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Everything the server sends on this socket until it closes it. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.once('close', () => resolve(text));
  });
}

/** A GraphQL request whose body is sent in two parts: between them it is in flight on the server. */
function startSlowRequest(socket: net.Socket, port: number): { finish(): void } {
  const body = JSON.stringify({ query: 'query InFlight { founders { name } }' });
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 12)}`,
  );
  return { finish: () => socket.write(body.slice(12)) };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('graceful shutdown of the built server', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight, and exits 0', async () => {
    const server = await startServer({ env: { SEED_DEMO_CONTENT: 'false' } });
    try {
      const port = Number(new URL(server.url).port);
      const socket = await connect(port);
      const answer = readUntilClosed(socket);
      const request = startSlowRequest(socket, port);
      // The server has the request's headers: it is in flight, waiting for the rest of its body.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = exitOf(server.child);

      server.child.kill('SIGTERM');
      await refusedWithin(port, 5_000);
      expect(server.child.exitCode).toBeNull();

      request.finish();
      const response = await answer;
      expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(response).toMatch(/\r\nconnection: close\r\n/i);
      expect(response).toContain('"founders"');
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      await server.stop();
    }
  });

  it('with SHUTDOWN_DRAIN_SECONDS, answers not ready at once and keeps serving (Connection: close) until the drain ends (issue 28)', async () => {
    const server = await startServer({ env: { SEED_DEMO_CONTENT: 'false', SHUTDOWN_DRAIN_SECONDS: '2' } });
    try {
      const port = Number(new URL(server.url).port);
      const get = (path: string) =>
        new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
          const req = http.get(`${server.url}${path}`, { agent: false }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
          });
          req.on('error', (error) => reject(new Error(`${path}: ${error.message}`)));
        });
      expect((await get('/api/health/ready')).status).toBe(200);
      const exited = exitOf(server.child);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));

      const ready = await get('/api/health/ready');
      expect(ready).toMatchObject({ status: 503 });
      expect(JSON.parse(ready.body)).toMatchObject({ message: 'Not ready: shutting down' });
      // Still serving, each answer telling the client (a proxy) to reconnect for the next one.
      const founders = await get('/api/founders');
      expect(founders).toMatchObject({ status: 200, connection: 'close' });
      await refusedWithin(port, 10_000);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_900);
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      await server.stop();
    }
  });

  it('closes requests still in flight after SHUTDOWN_TIMEOUT_SECONDS and still exits 0', async () => {
    const server = await startServer({ env: { SEED_DEMO_CONTENT: 'false', SHUTDOWN_TIMEOUT_SECONDS: '1' } });
    try {
      const port = Number(new URL(server.url).port);
      const socket = await connect(port);
      const answer = readUntilClosed(socket);
      startSlowRequest(socket, port); // never finished
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(await answer).toBe('');
    } finally {
      await server.stop();
    }
  });
});

/** `node scripts/start.mjs` or `npm start` on a fresh embedded database; resolves with the server's pid once ready. */
async function launch(
  command: string,
  args: string[],
): Promise<{ child: ChildProcess; serverPid: number; port: number; cleanUp(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-data-'));
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: `start-${randomBytes(6).toString('hex')}`,
      SEED_DEMO_CONTENT: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const serverPid = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Not ready in 90 s:\n${output}`)), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Production logs are JSON lines; the server's own pid is in each.
      const ready = output.split('\n').find((line) => line.includes('Ready on'));
      if (ready) {
        clearTimeout(timer);
        resolve((JSON.parse(ready) as { pid: number }).pid);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`Exited with ${code} before ready:\n${output}`)));
  });
  child.removeAllListeners('exit');
  return {
    child,
    serverPid,
    port,
    async cleanUp() {
      if (processAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('stopping the start script stops the app', () => {
  it.each([
    ['node scripts/start.mjs', process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')]],
    ['npm start', 'npm', ['start', '--silent']],
  ])('SIGTERM to `%s`', async (_name, command, args) => {
    const started = await launch(command, args);
    try {
      expect(started.serverPid).not.toBe(started.child.pid);
      expect(processAlive(started.serverPid)).toBe(true);
      const exited = exitOf(started.child);
      started.child.kill('SIGTERM');
      const { code } = await exited;
      expect(code).toBe(0);
      // The server went with it (npm waits for it, through start.mjs), and nothing listens any more.
      const deadline = Date.now() + 10_000;
      while (processAlive(started.serverPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(processAlive(started.serverPid)).toBe(false);
      await refusedWithin(started.port, 1_000);
    } finally {
      await started.cleanUp();
    }
  });
});
