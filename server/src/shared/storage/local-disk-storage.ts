import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files on local disk, served by the app at /uploads/ (see app.ts). */
export class LocalDiskStorage implements Storage {
  constructor(private readonly rootDir: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return UPLOADS_URL_PREFIX + key;
  }

  async delete(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
    const file = this.resolve(url.slice(UPLOADS_URL_PREFIX.length));
    await rm(file, { force: true });
  }

  /** Keys never leave the root folder, whatever a stored URL says. */
  private resolve(key: string): string {
    const root = path.resolve(this.rootDir);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }
}
