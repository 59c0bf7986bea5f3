// `npm start`: builds whatever is missing or older than its sources, then runs the server.
// A first run on a fresh clone therefore needs nothing but `npm install`.
import { spawn, spawnSync } from 'node:child_process';
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

// Signals that mean the process itself failed (a bad memory access, an illegal instruction, an abort), not that
// someone stopped it. In this app that is nearly always a native module (argon2, sharp) built or chosen for
// another Node.js: node_modules installed under Node 24 and started under Node 20 makes argon2's prebuilt
// binary crash on load, for one.
const CRASH_SIGNALS = new Set(['SIGSEGV', 'SIGILL', 'SIGBUS', 'SIGABRT', 'SIGFPE', 'SIGTRAP', 'SIGSYS']);
const NATIVE_MODULES = ['argon2', 'sharp'];
const REINSTALL = 'rm -rf node_modules && npm install (or npm rebuild)';

function whyItStopped(code, signal) {
  const crashed = signal && CRASH_SIGNALS.has(signal);
  const stopped = crashed
    ? `the server crashed (${signal})`
    : signal
      ? `the server was killed by ${signal}`
      : `the server exited with code ${code}`;
  // Loading each native module in a child of its own (a fraction of a second, and only after a failure)
  // names the one that no longer loads with this Node.js.
  const broken = NATIVE_MODULES.map((name) => ({ name, failure: loadFailure(name) })).filter((m) => m.failure);
  const node = `Node.js ${process.version}`;
  if (broken.length > 0) {
    const what = broken.map((m) => `${m.name} ${m.failure}`).join(', ');
    return `npm start: ${stopped}: ${what} under ${node}; node_modules was probably installed with another Node.js version. Reinstall for this Node: ${REINSTALL}.`;
  }
  if (crashed)
    return `npm start: ${stopped} under ${node}: a native module (argon2, sharp) was probably installed for another Node.js version. Reinstall for this Node: ${REINSTALL}.`;
  if (signal === 'SIGKILL')
    return `npm start: ${stopped}, which nothing can catch: most often the kernel's out-of-memory killer (see dmesg), or a process manager's hard stop.`;
  if (signal) return `npm start: ${stopped}, sent by another process (not by npm start).`;
  return `npm start: ${stopped}; its messages above say why.`;
}

/** How loading a module fails in a fresh Node.js process ('crashes on load (SIGSEGV)', 'fails to load'), or null. */
function loadFailure(name) {
  const probe = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(name)})`], {
    cwd: root,
    stdio: 'ignore',
    timeout: 15_000,
  });
  if (probe.error) return null; // could not run the probe (a timeout, say): no verdict
  if (probe.signal) return `crashes on load (${probe.signal})`;
  return probe.status === 0 ? null : 'fails to load';
}

// A server that stops unasked says why here, in one message: its own log may say nothing (a crash in native
// code prints no stack). Stopped by this process, it exits quietly, with the server's code.
server.on('exit', (code, signal) => {
  if (signal ? !stopping || CRASH_SIGNALS.has(signal) : code !== 0 && !stopping) console.error(whyItStopped(code, signal));
  process.exit(code ?? (signal ? 1 : 0));
});
