import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../../config';
import { pngFile } from '../../test/images';
import { deleteForGood, startTestApp, type TestApp } from '../../test/test-app';
import { startTestS3, type TestS3 } from '../../test/test-s3';
import { createStorage } from './create-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function keysIn(storage: S3Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

describe('S3Storage against an S3-protocol server', () => {
  let s3: TestS3;
  let storage: S3Storage;
  let sdk: S3Client;
  let dir: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = new S3Storage(s3.settings);
    const { endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = s3.settings;
    sdk = new S3Client({
      endpoint,
      region,
      forcePathStyle,
      credentials: { accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey! },
    });
    dir = await mkdtemp(path.join(os.tmpdir(), 's3-storage-'));
  });
  afterAll(async () => {
    storage.close();
    sdk.destroy();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores bytes under a key with their type and a long cache, returns /uploads/<key>, and reads them back', async () => {
    const bytes = randomBytes(2048);
    const url = await storage.put('founders/a1.png', bytes, 'image/png');
    expect(url).toBe('/uploads/founders/a1.png');
    expect(storage.keyOf(url)).toBe('founders/a1.png');
    expect(await bytesOf(await storage.read('founders/a1.png'))).toEqual(bytes);

    const object = await sdk.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: 'founders/a1.png' }));
    expect(object.ContentType).toBe('image/png');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    await storage.delete(url);
  });

  it('streams a file from disk: a small one in one request, a 6 MB one as a multipart upload', async () => {
    for (const [name, size] of [
      ['small.webp', 10_000],
      ['large.webp', 6 * 1024 * 1024],
    ] as const) {
      const file = path.join(dir, name);
      const bytes = randomBytes(size);
      await writeFile(file, bytes);
      const url = await storage.put(`projects/${name}`, { path: file }, 'image/webp');
      // equals(), not toEqual(): jest compares a 6 MB buffer byte by byte for minutes.
      expect((await bytesOf(await storage.read(storage.keyOf(url)!))).equals(bytes)).toBe(true);
      await storage.delete(url);
    }
  });

  it('lists every stored file with its size, and deletes by URL', async () => {
    const a = await storage.put('team/a.jpg', Buffer.alloc(10, 1), 'image/jpeg');
    const b = await storage.put('team/b-400.avif', Buffer.alloc(25, 2), 'image/avif');
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'team/a.jpg', size: 10 },
      { key: 'team/b-400.avif', size: 25 },
    ]);

    await storage.delete(a);
    await storage.delete(b);
    expect(await keysIn(storage)).toEqual([]);
    // Deleting again, or a URL this storage never handed out, is not an error.
    await storage.delete(a);
    await storage.delete('https://elsewhere.example/picture.png');
  });

  it("rejects a read of a missing or unsafe key with code 'ENOENT', and refuses to store under an unsafe key", async () => {
    await expect(storage.read('founders/missing.png')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.read('../secrets')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.put('a/../b.png', Buffer.alloc(1), 'image/png')).rejects.toThrow('Storage key not allowed');
    expect(storage.keyOf('/uploads/../etc/passwd')).toBeUndefined();
    expect(storage.keyOf('/elsewhere/a.png')).toBeUndefined();
  });

  it('answers check() for its bucket and rejects it for a bucket that does not exist', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
    missing.close();
  });

  it('hands out S3_PUBLIC_URL addresses when set, and still recognises /uploads/ ones stored before', async () => {
    const cdn = new S3Storage({ ...s3.settings, publicUrl: 'https://cdn.example.com/media/' });
    const url = await cdn.put('blog/c.gif', Buffer.alloc(3, 3), 'image/gif');
    expect(url).toBe('https://cdn.example.com/media/blog/c.gif');
    expect(cdn.keyOf(url)).toBe('blog/c.gif');
    expect(cdn.keyOf('/uploads/blog/c.gif')).toBe('blog/c.gif');
    await cdn.delete('/uploads/blog/c.gif');
    expect(await keysIn(storage)).toEqual([]);
    cdn.close();
  });
});

describe('choosing the storage driver', () => {
  it('uses local disk unless S3_BUCKET is set, and reads the S3_* settings', () => {
    const env = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x' };
    const local = loadConfig(env);
    expect(local.s3).toBeUndefined();
    expect(createStorage(local)).toBeInstanceOf(LocalDiskStorage);

    const withBucket = loadConfig({
      ...env,
      S3_BUCKET: 'uploads',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://media.example.com/',
    });
    expect(withBucket.s3).toEqual({
      bucket: 'uploads',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://media.example.com',
    });
    const s3 = createStorage(withBucket);
    expect(s3).toBeInstanceOf(S3Storage);
    (s3 as S3Storage).close();
  });

  it('refuses S3 settings that cannot work, naming the setting', () => {
    const env = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x', S3_BUCKET: 'uploads' };
    expect(() => loadConfig({ ...env, S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) address');
    expect(() => loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false');
    expect(() => loadConfig({ ...env, S3_PUBLIC_URL: 'ftp://files.example.com' })).toThrow(
      'S3_PUBLIC_URL must be an http(s) address',
    );
  });
});

describe('the app with uploads in a bucket', () => {
  const FOUNDER = 'id image';
  const CREATE = `mutation ($input: CreateFounderInput!, $image: Upload) { createFounder(input: $input, image: $image) { ${FOUNDER} } }`;
  const DELETE = 'mutation ($id: ID!) { deleteFounder(id: $id) { id } }';
  let s3: TestS3;
  let t: TestApp;
  let bucket: S3Storage;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await startTestApp({ s3: s3.settings });
    bucket = new S3Storage(s3.settings);
  });
  afterAll(async () => {
    (t.app.storage as S3Storage).close();
    bucket.close();
    await t.close();
    await s3.close();
  });

  it('stores a founder photo in the bucket, serves it at /uploads with the upload headers, and leaves nothing behind once deleted for good', async () => {
    const token = await t.login();
    const input = { name: 'Ayesha Khan', role: 'CEO', bio: 'Leads the company.', email: 'ayesha@example.com' };
    const created = await t.gqlUpload(CREATE, { input, image: null }, { image: await pngFile() }, token);
    const founder = created.body.data!.createFounder as { id: string; image: string };
    expect(founder.image).toMatch(/^\/uploads\/founders\/[\w-]+\.png$/);

    // The photo (and any variants the image pipeline made) is in the bucket, not in the uploads folder.
    const stored = await keysIn(bucket);
    expect(stored).toContain(founder.image.slice('/uploads/'.length));
    const onDisk = [];
    for await (const file of new LocalDiskStorage(t.uploadsDir).list()) onDisk.push(file.key);
    expect(onDisk).toEqual([]);

    const served = await t.http().get(founder.image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((served.body as Buffer).equals(await bytesOf(await bucket.read(founder.image.slice('/uploads/'.length))))).toBe(true);

    // HEAD: the same headers, no body (the object's stream is closed unread).
    const head = await t.http().head(founder.image);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-security-policy']).toContain('sandbox');
    expect(head.body).toEqual({});

    const missing = await t.http().get('/uploads/founders/not-there.png');
    expect(missing.status).toBe(404);
    // A miss keeps the uploads' policy, as a file on disk does.
    expect(missing.headers['content-security-policy']).toContain('sandbox');

    const deleted = await t.gql(DELETE, { id: founder.id }, token);
    expect(deleted.body.data!.deleteFounder).toEqual({ id: founder.id });
    expect(await keysIn(bucket)).toEqual(stored);
    await deleteForGood(t, 'Founder', founder.id, token);
    expect(await keysIn(bucket)).toEqual([]);
  });
});
