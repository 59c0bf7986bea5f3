/** Where uploaded files live. The local-disk driver is the default; an S3-compatible one can follow. */
export interface Storage {
  /** Stores the bytes under `key` (e.g. 'founders/uuid.png') and returns the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file behind a URL this storage returned; unknown URLs are ignored. */
  delete(url: string): Promise<void>;
}
