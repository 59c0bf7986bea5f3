import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FileTooLargeError, UnsupportedFileError } from './errors';
import type { Storage } from './storage/storage';

/** A file as it arrived through either door, already read into memory (at most maxUploadBytes). */
export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

const ACCEPTED_FORMATS: Record<string, { ext: string; contentType: string }> = {
  png: { ext: 'png', contentType: 'image/png' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

/**
 * Accepts images judged by their bytes (not by name or browser-sent type), enforces the
 * size limit, and keeps them in storage. Services call this; resolvers and routes never do.
 */
export class ImageStore {
  constructor(
    private readonly storage: Storage,
    private readonly maxBytes: number,
  ) {}

  async save(file: IncomingFile, folder: string): Promise<string> {
    if (file.bytes.length > this.maxBytes) throw new FileTooLargeError();
    const format = await sniffFormat(file.bytes);
    const accepted = format ? ACCEPTED_FORMATS[format] : undefined;
    if (!accepted) throw new UnsupportedFileError();
    return this.storage.put(`${folder}/${randomUUID()}.${accepted.ext}`, file.bytes, accepted.contentType);
  }

  /** Checks every file before storing any, so a bad file in a batch leaves nothing behind. */
  async saveAll(files: IncomingFile[], folder: string): Promise<string[]> {
    for (const file of files) {
      if (file.bytes.length > this.maxBytes) throw new FileTooLargeError();
      if (!ACCEPTED_FORMATS[(await sniffFormat(file.bytes)) ?? '']) throw new UnsupportedFileError();
    }
    const urls: string[] = [];
    for (const file of files) urls.push(await this.save(file, folder));
    return urls;
  }

  async remove(urls: Array<string | null | undefined>): Promise<void> {
    for (const url of urls) if (url) await this.storage.delete(url);
  }
}

async function sniffFormat(bytes: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(bytes).metadata()).format;
  } catch {
    return undefined;
  }
}
