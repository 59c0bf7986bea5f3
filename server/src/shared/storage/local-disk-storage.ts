import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Storage, StoredFile } from './storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files on local disk, served by the app at /uploads/ (see app.ts). */
export class LocalDiskStorage implements Storage {
  constructor(private readonly rootDir: string) {}

  async put(key: string, body: Buffer | { path: string }): Promise<string> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    if (Buffer.isBuffer(body)) await writeFile(file, body);
    else await copyFile(body.path, file);
    return UPLOADS_URL_PREFIX + key;
  }

  async delete(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key === undefined) return;
    await rm(this.resolve(key), { force: true });
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : undefined;
  }

  async read(key: string): Promise<Readable> {
    const file = this.resolve(key);
    await access(file);
    return createReadStream(file);
  }

  async *list(): AsyncIterable<StoredFile> {
    const root = path.resolve(this.rootDir);
    let entries;
    try {
      entries = await readdir(root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      yield { key: path.relative(root, file).split(path.sep).join('/'), size: (await stat(file)).size };
    }
  }

  async check(): Promise<void> {
    await mkdir(this.rootDir, { recursive: true });
    await access(this.rootDir);
  }

  /** Keys never leave the root folder, whatever a stored URL says. */
  private resolve(key: string): string {
    const root = path.resolve(this.rootDir);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }
}
