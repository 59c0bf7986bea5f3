import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The browser tests run the built app: build it first when its sources changed. */
export default function globalSetup(): void {
  execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'build-if-stale.mjs')], { stdio: 'inherit' });
}
