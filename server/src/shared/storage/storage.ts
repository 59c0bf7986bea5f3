import type { Readable } from 'node:stream';

/** A stored file as listed for backups: its key and size in bytes. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Where uploaded files live: local disk by default (local-disk-storage.ts), S3-compatible object
 * storage when S3_BUCKET is set. Services, the image pipeline, backups and readiness see only this.
 */
export interface Storage {
  /**
   * Stores `body` (bytes, or a local file streamed from `path`) under `key` (e.g. 'founders/uuid.webp')
   * and returns the public URL.
   */
  put(key: string, body: Buffer | { path: string }, contentType: string): Promise<string>;
  /** Removes the file behind a URL this storage returned; unknown URLs are ignored. */
  delete(url: string): Promise<void>;
  /** The key behind a URL this storage returned, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /** A stored file's bytes; rejects with code 'ENOENT' when there is no such key (or it is not one this storage writes). */
  read(key: string): Promise<Readable>;
  /** Every stored file (backups). */
  list(): AsyncIterable<StoredFile>;
  /** Resolves when the storage answers (readiness), rejects with the reason otherwise. */
  check(): Promise<void>;
}
