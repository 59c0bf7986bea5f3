import type { S3Settings } from '../../config';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { UPLOADS_URL_PREFIX } from './local-disk-storage';
import type { Storage, StoredFile } from './storage';

/** Names are random UUIDs, so a stored file never changes: caches (browsers, a CDN in front of a public bucket) keep it. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Keys the app writes: folders and file names of letters, digits, '.', '_' and '-', never a '..' segment. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** The same refusal LocalDiskStorage gives for a missing file, so readers (serving, backups) check one thing. */
function notFound(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
}

/**
 * Uploaded files in an S3-compatible bucket through the official AWS SDK. URLs point at S3_PUBLIC_URL
 * when set, otherwise at /uploads/<key>, which the app answers by reading the object (http/static-files.ts).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicPrefix: string | undefined;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.publicPrefix = settings.publicUrl ? `${settings.publicUrl.replace(/\/+$/, '')}/` : undefined;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Recent SDKs add CRC32 checksums in aws-chunked bodies to every upload, which R2, MinIO versions and other
      // S3-compatible services refuse or store verbatim; their docs advise checksums only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | { path: string }, contentType: string): Promise<string> {
    this.assertSafe(key);
    const params = { Bucket: this.bucket, Key: key, ContentType: contentType, CacheControl: CACHE_CONTROL };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body }));
    } else {
      // Streamed from disk: one request for small files, a multipart upload in 5 MB parts for large ones.
      await new Upload({ client: this.client, params: { ...params, Body: createReadStream(body.path) } }).done();
    }
    return this.urlOf(key);
  }

  async delete(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key === undefined) return;
    // S3 answers a delete of a missing key with success, like rm --force.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Both URL forms are recognised, so files stored before S3_PUBLIC_URL was set (or unset) can still be deleted. */
  keyOf(url: string): string | undefined {
    const prefix = [this.publicPrefix, UPLOADS_URL_PREFIX].find((candidate) => candidate && url.startsWith(candidate));
    if (!prefix) return undefined;
    const key = url.slice(prefix.length);
    return SAFE_KEY.test(key) ? key : undefined;
  }

  async read(key: string): Promise<Readable> {
    if (!SAFE_KEY.test(key)) throw notFound(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the body is the HTTP response itself, a Readable.
      return object.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey) throw notFound(key);
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredFile> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
  }

  /** The bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** The URL put() returns for a key. */
  urlOf(key: string): string {
    return (this.publicPrefix ?? UPLOADS_URL_PREFIX) + key;
  }

  /** Closes the client's connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }

  private assertSafe(key: string): void {
    if (!SAFE_KEY.test(key)) throw new Error(`Storage key not allowed: ${key}`);
  }
}
