import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { printSchema, type GraphQLSchema } from 'graphql';

/**
 * Names the build that is answering, so a cache shared through Redis never serves one build's answers
 * from another: the GraphQL schema, the build's stamp, the client's index.html (which names the hashed
 * assets) and the server renderer's size. Instances of one deploy agree on it.
 */
export function cacheBuildId(schema: GraphQLSchema, dirs: { clientDir?: string; ssrDir?: string }): string {
  const hash = createHash('sha256').update(printSchema(schema));
  // dist/.build-stamp, written by every full build (from dist/server/shared/response-cache, or the sources).
  for (const up of [
    ['..', '..', '..'],
    ['..', '..', '..', '..', 'dist'],
  ])
    hash.update(readIfThere(path.join(__dirname, ...up, '.build-stamp')) ?? '');
  if (dirs.clientDir) hash.update(readIfThere(path.join(dirs.clientDir, 'index.html')) ?? '');
  const entry = dirs.ssrDir && path.join(dirs.ssrDir, 'entry-server.cjs');
  if (entry && existsSync(entry)) hash.update(String(statSync(entry).size));
  return hash.digest('base64url').slice(0, 12);
}

function readIfThere(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
