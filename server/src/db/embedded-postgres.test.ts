import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** Two initdb runs on a shared, busy machine. */
jest.setTimeout(300_000);

describe('embedded Postgres data folders (ADR 027)', () => {
  it('starts a fresh folder as a copy of a template of the same PGlite version, runs initdb otherwise, with 16 MB shared_buffers', async () => {
    const script = path.join(__dirname, '..', 'test', 'embedded-template-check.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['-r', 'esbuild-register', script], {
      cwd: path.join(__dirname, '..', '..', '..'),
    });
    const result = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(result).toEqual({
      fromTemplate: { marker: true, sharedBuffers: '16MB', versionFileCopied: false },
      restarted: { marker: true, sharedBuffers: '16MB', versionFileCopied: false },
      outdatedTemplate: { marker: false, sharedBuffers: '16MB', versionFileCopied: false },
    });
  });
});
