// Builds (npm run build) when anything the build reads is newer than the last build.
// Used by `npm start` and by the browser tests, so neither needs a separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const sources = [
  'server',
  'field-rules',
  'client',
  'scripts',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'codegen.ts',
  'schema.graphql',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale() {
  // A build from before server rendering existed has no dist/ssr: that counts as stale too.
  const ssrEntry = path.join(root, 'dist', 'ssr', 'entry-server.cjs');
  const builtAt = existsSync(stamp) && existsSync(ssrEntry) ? statSync(stamp).mtimeMs : 0;
  return Math.max(...sources.map((p) => newestMtime(path.join(root, p)))) > builtAt;
}

// Two processes (a test run and `npm start`, say) may both find the build stale: the first takes
// this lock and builds, the other waits for it and then finds the build fresh.
const lock = path.join(root, '.build-lock');
const LOCK_STALE_MS = 10 * 60 * 1000;

function withBuildLock(run) {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > LOCK_STALE_MS)
        rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function buildIfStale() {
  if (!isStale()) return;
  withBuildLock(() => {
    if (isStale()) build();
  });
}

function build() {
  console.log('Building (sources changed since the last build)...');
  // Always a production build: run from jest (NODE_ENV=test) Vite would otherwise bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) throw new Error(`npm run build failed with exit code ${build.status}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    buildIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
