import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The project's version (package.json at the root, from server/src/rest/openapi and dist/server/rest/openapi alike). */
export function apiVersion(): string {
  const manifest = path.resolve(__dirname, '../../../../package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
