import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import DataLoader from 'dataloader';
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { ChangeStream } from './changes/change-stream';
import type { RecordReads } from './changes/record-reads';
import type { ChangeKind } from './changes/record-change';
import { FileTooLargeError, ValidationError } from './errors';
import {
  ACCEPTED_FORMATS,
  encodeOriginal,
  encodeVariants,
  imageEncoder,
  inspectImage,
  placeholderOf,
  type EncodedImage,
  type ImageFacts,
} from './image-pipeline';
import type { Storage } from './storage/storage';

export { ACCEPTED_FORMATS };

/**
 * A file as it arrived through either door. Never the whole request in memory: multer leaves each
 * file in a temporary file (`path`), graphql-upload buffers it on disk and we `open` it when its turn
 * comes; the seed and tests hand bytes. ImageStore reads one file at a time, so a request with many
 * large files costs one file's worth of memory, not their sum.
 */
export interface IncomingFile {
  filename: string;
  source: Buffer | { path: string } | { open: () => Readable };
}

/** One variant of a stored image, as the GraphQL Picture lists it. */
export interface ImageVariant {
  url: string;
  /** MIME type: image/avif, image/webp, image/jpeg, image/png. */
  type: string;
  width: number;
  height: number;
}

/** The row kept per stored image (table image_asset, keyed by the URL records hold). */
export interface ImageAsset {
  url: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  /** Null while not made yet (seeded, or stored before variants existed): the original is served meanwhile. */
  variants: ImageVariant[] | null;
  alt: string | null;
}

/**
 * An image made ahead of time, its files on local disk (the demo pictures the build draws and encodes, ADR 027):
 * the original as it is, with its size, placeholder and every variant.
 */
export interface PreparedImage {
  original: { path: string; contentType: string };
  width: number;
  height: number;
  placeholder: string;
  variants: Array<{ path: string; type: string; width: number; height: number }>;
}

/** Alt text is a sentence, not an essay. */
export const ALT_MAX_LENGTH = 300;

/**
 * Every image column of the content tables, as one list of URLs: what the backfill looks for and
 * what tells it an image it just processed is still wanted.
 */
/** Where images placed inside rich text (blog content, product full descriptions) are stored. */
export const CONTENT_IMAGE_FOLDER = 'content';

/** The content images (among $1) that a post's content or a product's full description still shows. */
const CONTENT_IMAGES_IN_USE_SQL = `
  SELECT u.url FROM unnest($1::text[]) AS u(url)
  WHERE EXISTS (SELECT 1 FROM "blog_post" WHERE strpos("content", u.url) > 0)
     OR EXISTS (SELECT 1 FROM "product" WHERE strpos("fullDescription", u.url) > 0)`;

const REFERENCED_IMAGES_SQL = `
  SELECT "image" AS url FROM "founder"
  UNION SELECT "image" FROM "team_member"
  UNION SELECT "logo" FROM "partner"
  UNION SELECT "image" FROM "project"
  UNION SELECT unnest("screenshots") FROM "project"
  UNION SELECT "bannerImage" FROM "product"
  UNION SELECT unnest("screenshots") FROM "product"
  UNION SELECT "coverImage" FROM "blog_post" WHERE "coverImage" IS NOT NULL`;

/**
 * Accepts images judged by their bytes (not by name or browser-sent type), refuses oversized and
 * hostile ones, and stores each with its variants (ADR 022). Services call this; resolvers and
 * routes never do. A failed save leaves no file behind; removing an image removes its variants.
 */
/** The record type of the image store's rows in change events (they have no TypeORM entity). */
export const IMAGE_ASSET = 'ImageAsset';

export class ImageStore {
  private backfilling: Promise<number> | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly maxBytes: number,
    /** A DataSource, or a transaction's EntityManager (the seed writes all its rows in one transaction). */
    private readonly dataSource: Pick<DataSource, 'query'>,
    /** Told about the rows this store writes (the app's; the seed and the CLI write before anyone listens). */
    private readonly changes?: Pick<ChangeStream, 'publish'>,
    /** Told which rows a request's answer shows, so a change to one drops only those answers (the app's, ADR 059). */
    private readonly reads?: Pick<RecordReads, 'noteRecords' | 'notesRecordsOf'>,
  ) {
    reads?.notesRecordsOf(IMAGE_ASSET);
  }

  async save(file: IncomingFile, folder: string): Promise<string> {
    const bytes = await this.read(file);
    const facts = await inspectImage(bytes);
    return imageEncoder.run(() => this.store(bytes, facts, folder));
  }

  /** One file at a time (memory), in order; if one is refused, the ones stored before it are removed. */
  async saveAll(files: IncomingFile[], folder: string): Promise<string[]> {
    const urls: string[] = [];
    try {
      for (const file of files) urls.push(await this.save(file, folder));
    } catch (error) {
      await this.remove(urls);
      throw error;
    }
    return urls;
  }

  /**
   * Our own generated image (the demo content): stored as it is with its size and placeholder at
   * once; its variants are left to makePendingVariants(), so a first start is ready quickly.
   */
  async saveGenerated(bytes: Buffer, folder: string): Promise<string> {
    const facts = await inspectImage(bytes);
    // Drawn by us a moment ago: nothing to strip, so it is stored as it is (no second encoding on the start-up path).
    const { ext, contentType } = ACCEPTED_FORMATS[facts.format];
    const url = await this.storage.put(`${folder}/${randomUUID()}.${ext}`, bytes, contentType);
    await this.upsert({ url, width: facts.width, height: facts.height, placeholder: await placeholderOf(bytes), variants: null });
    return url;
  }

  /**
   * An image prepared ahead of time (the demo pictures, ADR 027): its files are copied into storage under a new
   * name (variant keys derived from it, as putVariants does) and its row is written with the variants, so there
   * is nothing left to encode. If a copy fails, the ones made before it are removed.
   */
  async savePrepared(image: PreparedImage, folder: string): Promise<string> {
    const extension = (file: string) => path.extname(file).slice(1);
    const base = `${folder}/${randomUUID()}`;
    const stored: string[] = [];
    try {
      const url = await this.storage.put(
        `${base}.${extension(image.original.path)}`,
        { path: image.original.path },
        image.original.contentType,
      );
      stored.push(url);
      const variants: ImageVariant[] = [];
      for (const variant of image.variants) {
        const variantUrl = await this.storage.put(
          `${base}-${variant.width}.${extension(variant.path)}`,
          { path: variant.path },
          variant.type,
        );
        stored.push(variantUrl);
        variants.push({ url: variantUrl, type: variant.type, width: variant.width, height: variant.height });
      }
      await this.upsert({ url, width: image.width, height: image.height, placeholder: image.placeholder, variants });
      return url;
    } catch (error) {
      for (const url of stored) await this.storage.delete(url);
      throw error;
    }
  }

  /** Removes each image, its variants and its row; URLs this storage did not hand out are ignored. */
  async remove(urls: Array<string | null | undefined>): Promise<void> {
    const given = urls.filter((url): url is string => Boolean(url));
    if (given.length === 0) return;
    const assets = await this.assets(given);
    for (const url of given) {
      for (const variant of assets.get(url)?.variants ?? []) await this.storage.delete(variant.url);
      await this.storage.delete(url);
    }
    await this.dataSource.query('DELETE FROM "image_asset" WHERE "url" = ANY($1)', [given]);
    await this.published('delete', given);
  }

  /** The content images an HTML text (rich text) shows: this storage's URLs under CONTENT_IMAGE_FOLDER. */
  contentImagesIn(html: string | null | undefined): string[] {
    const urls = new Set<string>();
    for (const [, url] of (html ?? '').matchAll(/\ssrc="([^"]+)"/g)) {
      if (this.storage.keyOf(url)?.startsWith(`${CONTENT_IMAGE_FOLDER}/`)) urls.add(url);
    }
    return [...urls];
  }

  /**
   * Removes, with their variants, the content images among `urls` that no post or product shows any more
   * (one may have been pasted into another record too). Called once the write that dropped them has
   * committed; a failure is logged, since that write stands.
   */
  async releaseContentImages(urls: readonly string[]): Promise<void> {
    if (urls.length === 0) return;
    try {
      const inUse: Array<{ url: string }> = await this.dataSource.query(CONTENT_IMAGES_IN_USE_SQL, [urls]);
      const kept = new Set(inUse.map((row) => row.url));
      await this.remove(urls.filter((url) => !kept.has(url)));
    } catch (error) {
      console.error('Could not remove content images no longer shown:', (error as Error).message);
    }
  }

  /** The editor's alt text for a stored image; empty clears it (pages then use the record's name or title). */
  async describe(url: string, alt: string | null | undefined): Promise<ImageAsset> {
    const text = (alt ?? '').replace(/\s+/g, ' ').trim();
    if (text.length > ALT_MAX_LENGTH) {
      throw ValidationError.single('alt', `Alt text must be at most ${ALT_MAX_LENGTH} characters`);
    }
    const known = (await this.assets([url])).get(url);
    if (!known || !(await this.isReferenced(url))) throw ValidationError.single('url', 'Unknown image');
    await this.dataSource.query('UPDATE "image_asset" SET "alt" = $2 WHERE "url" = $1', [url, text || null]);
    await this.published('update', [url], { alt: known.alt }, { alt: text || null });
    return { ...known, alt: text || null };
  }

  /** Which of these values are this store's images that are stored no more (an old revision's replaced picture). */
  async gone(values: readonly string[]): Promise<Set<string>> {
    const ours = values.filter((value) => this.storage.keyOf(value) !== undefined);
    const stored = await this.assets(ours);
    return new Set(ours.filter((url) => !stored.has(url)));
  }

  /** The rows for these URLs (one statement); the request's answer shows them, or their absence. */
  async assets(urls: readonly string[]): Promise<Map<string, ImageAsset>> {
    this.reads?.noteRecords(IMAGE_ASSET, urls);
    const rows: ImageAsset[] = urls.length
      ? await this.dataSource.query(
          'SELECT "url", "width", "height", "placeholder", "variants", "alt" FROM "image_asset" WHERE "url" = ANY($1)',
          [urls],
        )
      : [];
    return new Map(rows.map((row) => [row.url, row]));
  }

  /** Batches the lookups of one GraphQL request into one statement per tick (a list of 1,000 records: one query). */
  loader(): DataLoader<string, ImageAsset | null> {
    return new DataLoader(async (urls) => {
      const found = await this.assets(urls);
      return urls.map((url) => found.get(url) ?? null);
    });
  }

  /**
   * Makes the variants of every stored image that has none yet: demo images right after a first
   * start, and files stored before variants existed (ADR 023). Runs behind uploads in the encoder
   * queue, one image at a time; a second call while one runs joins it. Returns how many were made.
   */
  makePendingVariants(log: (message: string) => void = () => {}): Promise<number> {
    this.backfilling ??= this.backfill(log).finally(() => {
      this.backfilling = undefined;
    });
    return this.backfilling;
  }

  private async backfill(log: (message: string) => void): Promise<number> {
    let made = 0;
    const pending: Array<{ url: string }> = await this.dataSource.query(
      `SELECT r.url FROM (${REFERENCED_IMAGES_SQL}) r LEFT JOIN "image_asset" a ON a."url" = r.url
       WHERE a."url" IS NULL OR a."variants" IS NULL`,
    );
    for (const { url } of pending) {
      try {
        if (await imageEncoder.run(() => this.variantsFor(url), 'background')) made += 1;
      } catch (error) {
        log(`Image variants for ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return made;
  }

  /** Reads a stored original back and makes its variants; false when it is not ours or is gone. */
  private async variantsFor(url: string): Promise<boolean> {
    const key = this.storage.keyOf(url);
    if (key === undefined) return false;
    let bytes: Buffer;
    try {
      bytes = await readAll(await this.storage.read(key));
    } catch {
      return false;
    }
    const facts = await inspectImage(bytes);
    const stored: string[] = [];
    try {
      const variants = await this.putVariants(bytes, facts, key, stored);
      const previous = (await this.assets([url])).get(url);
      await this.upsert({
        url,
        width: facts.width,
        height: facts.height,
        placeholder: previous?.placeholder ?? (await placeholderOf(bytes)),
        variants,
      });
    } catch (error) {
      for (const variant of stored) await this.storage.delete(variant);
      throw error;
    }
    // Its record may have gone (or swapped the image) while we worked: then nothing of it stays.
    if (!(await this.isReferenced(url))) await this.remove([url]);
    return true;
  }

  /** Stores the original and every variant, then the row; on any failure every file stored so far is removed. */
  private async store(bytes: Buffer, facts: ImageFacts, folder: string): Promise<string> {
    const stored: string[] = [];
    try {
      const original = await encodeOriginal(bytes, facts);
      const key = `${folder}/${randomUUID()}.${original.ext}`;
      const url = await this.storage.put(key, original.bytes, original.contentType);
      stored.push(url);
      const variants = await this.putVariants(bytes, facts, key, stored);
      await this.upsert({ url, width: facts.width, height: facts.height, placeholder: await placeholderOf(bytes), variants });
      return url;
    } catch (error) {
      for (const url of stored) await this.storage.delete(url);
      throw error;
    }
  }

  /** Variant keys derive from the original's ('founders/<uuid>.jpg' gives 'founders/<uuid>-640.avif'), so a re-run overwrites. */
  private async putVariants(bytes: Buffer, facts: ImageFacts, originalKey: string, stored: string[]): Promise<ImageVariant[]> {
    const base = originalKey.replace(/\.[^./]+$/, '');
    const variants: ImageVariant[] = [];
    for await (const variant of encodeVariants(bytes, facts)) {
      const url = await this.putVariant(`${base}-${variant.width}.${variant.ext}`, variant);
      stored.push(url);
      variants.push({ url, type: variant.contentType, width: variant.width, height: variant.height });
    }
    return variants;
  }

  private putVariant(key: string, variant: EncodedImage): Promise<string> {
    return this.storage.put(key, variant.bytes, variant.contentType);
  }

  private async upsert(asset: Omit<ImageAsset, 'alt'>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "image_asset" ("url", "width", "height", "placeholder", "variants") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("url") DO UPDATE SET "width" = $2, "height" = $3, "placeholder" = $4, "variants" = $5`,
      [asset.url, asset.width, asset.height, asset.placeholder, asset.variants === null ? null : JSON.stringify(asset.variants)],
    );
    await this.published('update', [asset.url], {}, { width: asset.width, height: asset.height, variants: asset.variants });
  }

  /**
   * Tells the change stream (the response cache, the activity log) about rows this store wrote with its own SQL,
   * which TypeORM sends no entity events for.
   */
  private async published(
    kind: ChangeKind,
    urls: readonly string[],
    before: ObjectLiteral = {},
    after: ObjectLiteral = {},
  ): Promise<void> {
    await this.changes?.publish(
      urls.map((url) => ({
        type: IMAGE_ASSET,
        id: url,
        kind,
        fields: kind === 'delete' ? [] : Object.keys(after),
        before: { url, ...before },
        after: kind === 'delete' ? {} : { url, ...after },
      })),
    );
  }

  private async isReferenced(url: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM (${REFERENCED_IMAGES_SQL}) r WHERE r.url = $1`, [url]);
    return rows.length > 0;
  }

  /** The file's bytes, refusing anything over the limit before reading it whole. */
  private async read(file: IncomingFile): Promise<Buffer> {
    const { source } = file;
    if (Buffer.isBuffer(source)) {
      if (source.length > this.maxBytes) throw new FileTooLargeError();
      return source;
    }
    if ('path' in source) {
      if ((await stat(source.path)).size > this.maxBytes) throw new FileTooLargeError();
      return readFile(source.path);
    }
    return readAll(source.open(), this.maxBytes);
  }
}

/** A stream's bytes; past `maxBytes` (or graphql-upload's own 413 cut-off) it is 'File too large'. */
async function readAll(stream: Readable, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        throw new FileTooLargeError();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw new FileTooLargeError();
    throw error;
  }
  return Buffer.concat(chunks);
}
