import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FileTooLargeError, UnsupportedFileError } from './errors';
import type { Storage } from './storage/storage';

/** A file as it arrived through either door, already read into memory (at most maxUploadBytes). */
export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

/** The formats kept, by sharp's name; stored files are named with `ext`, which /uploads serves as `contentType`. */
export const ACCEPTED_FORMATS: Record<string, { ext: string; contentType: string }> = {
  png: { ext: 'png', contentType: 'image/png' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

/** An accepted image, re-encoded and ready to store. */
interface PreparedImage {
  bytes: Buffer;
  ext: string;
  contentType: string;
}

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
    return this.put(await this.prepare(file), folder);
  }

  /** Checks and re-encodes every file before storing any, so a bad file in a batch leaves nothing behind. */
  async saveAll(files: IncomingFile[], folder: string): Promise<string[]> {
    const images: PreparedImage[] = [];
    for (const file of files) images.push(await this.prepare(file));
    const urls: string[] = [];
    for (const image of images) urls.push(await this.put(image, folder));
    return urls;
  }

  async remove(urls: Array<string | null | undefined>): Promise<void> {
    for (const url of urls) if (url) await this.storage.delete(url);
  }

  private async prepare(file: IncomingFile): Promise<PreparedImage> {
    if (file.bytes.length > this.maxBytes) throw new FileTooLargeError();
    const format = await sniffFormat(file.bytes);
    const accepted = format ? ACCEPTED_FORMATS[format] : undefined;
    if (!format || !accepted) throw new UnsupportedFileError();
    return { ...accepted, bytes: await reencode(file.bytes, format) };
  }

  private put(image: PreparedImage, folder: string): Promise<string> {
    return this.storage.put(`${folder}/${randomUUID()}.${image.ext}`, image.bytes, image.contentType);
  }
}

/** Photos and screenshots are already compressed once; sharp's default of 80 would blur text further. */
const LOSSY_FORMATS = new Set(['jpeg', 'webp']);

/**
 * Decodes and encodes again in the same format, so only pixels survive: bytes appended after the
 * image (an HTML or script payload), EXIF/XMP metadata (camera, GPS) and comments are dropped.
 * The EXIF orientation is applied first, since the tag that carried it is gone; GIF and WebP keep
 * all their frames, and the loop and frame delays with them.
 */
async function reencode(bytes: Buffer, format: string): Promise<Buffer> {
  try {
    return await sharp(bytes, { animated: true, autoOrient: true })
      .toFormat(format as keyof sharp.FormatEnum, LOSSY_FORMATS.has(format) ? { quality: 90 } : {})
      .toBuffer();
  } catch {
    throw new UnsupportedFileError();
  }
}

async function sniffFormat(bytes: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(bytes).metadata()).format;
  } catch {
    return undefined;
  }
}
