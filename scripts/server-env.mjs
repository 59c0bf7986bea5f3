// The environment `npm start` runs the server in (scripts/start.mjs; bench/embedded uses it too).
// glibc gives each thread that allocates its own malloc arena: the threads of sharp and libuv that
// draw the demo pictures left about 110 MB resident in theirs. Two arenas is sharp's own advice for
// glibc (docs/decisions/027-embedded-start-up.md). A value already set wins; other C libraries ignore it.
export function serverEnvironment(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
