import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm start` (scripts/start.mjs) says why a server it did not stop stopped. The trap it is for: node_modules
 * installed under Node 24 and started under Node 20 makes argon2's prebuilt binary crash on load (SIGSEGV), and the
 * server dies without a word. Here a preload stands in for the broken binary: requiring argon2 kills the process
 * with the signal given, in the server and in the script's own check of the native modules alike.
 * Stopping the script normally (SIGTERM: quiet, exit 0) is tested in shutdown.e2e.test.ts.
 */
const ROOT = path.resolve(__dirname, '..');
jest.setTimeout(120_000);

const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'index.js');

/** Only in the server and in the script's one-line checks (`node -e`), never in a build the script may run. */
const PRELOAD = `
const Module = require('node:module');
const inServer = process.argv[1] === ${JSON.stringify(SERVER_ENTRY)};
const inCheck = process.execArgv.includes('-e');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'argon2' && process.env.FAKE_ARGON2_SIGNAL && (inServer || inCheck)) {
    process.kill(process.pid, process.env.FAKE_ARGON2_SIGNAL);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
  }
  if (request === 'argon2' && process.env.FAKE_SERVER_EXIT && inServer) process.exit(Number(process.env.FAKE_SERVER_EXIT));
  if (request === 'argon2' && process.env.FAKE_SERVER_SIGNAL && inServer) {
    process.kill(process.pid, process.env.FAKE_SERVER_SIGNAL);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
  }
  return load.call(this, request, ...rest);
};
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'start-script-'));
  await writeFile(path.join(dir, 'preload.cjs'), PRELOAD);
  // The global setup built the app; sources edited since would make the script build again, in a test's time.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-if-stale.mjs')], { cwd: ROOT, stdio: 'inherit' });
}, 600_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs `node scripts/start.mjs` (no core files: `ulimit -c 0`) and resolves with its exit and output. */
function runStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn('sh', ['-c', 'ulimit -c 0 && exec "$0" scripts/start.mjs', process.execPath], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dir,
      DATABASE_URL: '',
      NODE_OPTIONS: `--require ${path.join(dir, 'preload.cjs')}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr })));
}

describe('npm start says why the server stopped', () => {
  it('a native module that crashes on load: names it, the signal and this Node, and says to reinstall', async () => {
    const { code, stderr } = await runStart({ FAKE_ARGON2_SIGNAL: 'SIGSEGV' });
    expect(code).toBe(1);
    const message = stderr.split('\n').find((line) => line.startsWith('npm start:'));
    expect(message).toContain('the server crashed (SIGSEGV)');
    expect(message).toContain('argon2 crashes on load (SIGSEGV)');
    expect(message).toContain(`Node.js ${process.version}`);
    expect(message).toContain('rm -rf node_modules && npm install (or npm rebuild)');
  });

  it('a crash the module check does not explain still points at the native modules', async () => {
    // SIGBUS in the server only: the check's children load argon2 without it.
    const { code, stderr } = await runStart({ FAKE_SERVER_SIGNAL: 'SIGBUS' });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `npm start: the server crashed (SIGBUS) under Node.js ${process.version}: a native module (argon2, sharp) was probably installed for another Node.js version.`,
    );
  });

  it('an exit code of its own: the script exits with it and says so', async () => {
    const { code, stderr } = await runStart({ FAKE_SERVER_EXIT: '3' });
    expect(code).toBe(3);
    expect(stderr).toContain('npm start: the server exited with code 3; its messages above say why.');
  });
});
