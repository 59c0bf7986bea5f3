// `npm start`: builds whatever is missing or older than its sources, then runs the server.
// A first run on a fresh clone therefore needs nothing but `npm install`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { serverEnvironment } from './server-env.mjs';

try {
  buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawn(process.execPath, [path.join(root, 'dist', 'server', 'index.js')], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(),
});

// Stopping `npm start` (Ctrl-C, a container runtime's or process manager's SIGTERM) stops the server, which
// finishes its requests in flight and exits; this process exits with its code. package.json's `exec` makes
// npm's shell replace itself with this process, so npm's forwarded signal arrives here.
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// Run by npm through a shell that does not pass the signal on (no `exec`), the shell dies and leaves this
// process re-parented: that too means "stop", or the server would keep running with nobody to stop it.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, 250).unref();
}

server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
