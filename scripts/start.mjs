// `npm start`: builds whatever is missing or older than its sources, then runs the server.
// A first run on a fresh clone therefore needs nothing but `npm install`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

try {
  buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawn(process.execPath, [path.join(root, 'dist', 'server', 'index.js')], { cwd: root, stdio: 'inherit' });
// Stopping `npm start` (Ctrl-C, a process manager's SIGTERM) stops the server cleanly too.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
