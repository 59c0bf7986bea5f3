import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Founder } from '../modules/founder/founder.entity';
import { buildFounder } from '../modules/founder/founder.factory';
import { animatedGif, photoBytes, pngBomb, rotatedCameraJpeg, transparentPng } from '../test/images';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { FileTooLargeError, ImageDimensionsTooLargeError, UnsupportedFileError } from './errors';
import { variantWidths } from './image-pipeline';
import { ImageStore, type ImageAsset } from './images';
import { LocalDiskStorage } from './storage/local-disk-storage';
import type { Storage } from './storage/storage';

/** Every file under the uploads folder, as 'folder/name'. */
async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

describe('ImageStore: the image pipeline on real files', () => {
  let db: TestDatabase;
  let dir: string;
  let storage: Storage;
  let store: ImageStore;
  const stored = (url: string) => readFile(path.join(dir, url.replace('/uploads/', '')));
  const assetOf = async (url: string): Promise<ImageAsset> => (await store.assets([url])).get(url)!;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    storage = new LocalDiskStorage(dir);
    store = new ImageStore(storage, 10 * 1024 * 1024, db.dataSource);
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await db.close();
  });
  beforeEach(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['JPEG', 'jpeg', '.jpg', 'image/jpeg'],
    ['PNG', 'png', '.png', 'image/jpeg'],
    ['WebP', 'webp', '.webp', 'image/jpeg'],
  ] as const)(
    '%s: original kept in its format, AVIF, WebP and JPEG at every width up to its own, never wider',
    async (_name, format, ext, fallback) => {
      const url = await store.save({ filename: 'upload.txt', source: await photoBytes(1500, 1000, format) }, 'things');
      expect(url).toMatch(new RegExp(`^/uploads/things/[0-9a-f-]{36}\\${ext}$`));

      const asset = await assetOf(url);
      expect(asset).toMatchObject({ width: 1500, height: 1000, alt: null });
      expect(asset.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(asset.placeholder!.length).toBeLessThan(400);
      const widths = [320, 640, 960, 1280, 1500];
      expect(variantWidths(1500)).toEqual(widths);
      const types = ['image/avif', 'image/webp', fallback];
      expect(asset.variants!.map((v) => `${v.type} ${v.width}x${v.height}`).sort()).toEqual(
        widths.flatMap((width) => types.map((type) => `${type} ${width}x${Math.round((1000 * width) / 1500)}`)).sort(),
      );
      for (const variant of asset.variants!) {
        const metadata = await sharp(await stored(variant.url)).metadata();
        const expectedFormat = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' }[variant.type];
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format: expectedFormat,
          width: variant.width,
          height: variant.height,
        });
      }
      // The phone-sized variants are a fraction of the original.
      const original = (await stored(url)).length;
      const avif640 = asset.variants!.find((v) => v.type === 'image/avif' && v.width === 640)!;
      expect((await stored(avif640.url)).length).toBeLessThan(original / 4);
    },
    // Fifteen encodes (AVIF the slowest): about 5 s on a quiet machine, past 30 s on a loaded 2-core one.
    120_000,
  );

  it('a PNG with transparency falls back to PNG, keeping the alpha channel in every format', async () => {
    const url = await store.save({ filename: 'logo.png', source: await transparentPng(400, 200) }, 'things');
    const asset = await assetOf(url);
    expect(new Set(asset.variants!.map((v) => v.type))).toEqual(new Set(['image/avif', 'image/webp', 'image/png']));
    expect(asset.variants!.map((v) => v.width)).toEqual([320, 320, 320, 400, 400, 400]);
    for (const variant of asset.variants!) expect((await sharp(await stored(variant.url)).metadata()).hasAlpha).toBe(true);
  });

  it('a small image is never upscaled: one width, its own', async () => {
    const url = await store.save({ filename: 'tiny.jpg', source: await photoBytes(200, 100) }, 'things');
    expect(new Set((await assetOf(url)).variants!.map((v) => v.width))).toEqual(new Set([200]));
  });

  it('an animated GIF keeps every frame, delay and the loop; its variants are animated WebP', async () => {
    const url = await store.save({ filename: 'spin.gif', source: await animatedGif(40, 30) }, 'things');
    expect(await sharp(await stored(url), { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      loop: 0,
      delay: [100, 200, 300],
    });
    const asset = await assetOf(url);
    expect(asset).toMatchObject({ width: 40, height: 30 });
    expect(asset.variants!.map((v) => v.type)).toEqual(['image/webp']);
    expect(await sharp(await stored(asset.variants![0].url), { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 3,
    });
  });

  it('applies the EXIF orientation and strips every metadata (camera, GPS) from the original and each variant', async () => {
    const photo = await rotatedCameraJpeg(400, 200);
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, width: 400, height: 200 });
    expect(photo.toString('latin1')).toContain('secret-location');

    const url = await store.save({ filename: 'photo.jpg', source: photo }, 'things');
    const asset = await assetOf(url);
    expect(asset).toMatchObject({ width: 200, height: 400 });
    for (const file of [url, ...asset.variants!.map((v) => v.url)]) {
      const bytes = await stored(file);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.width! / metadata.height!).toBeCloseTo(0.5, 1);
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/secret-location|PhoneCam|GPS/);
    }
  });

  describe('hostile files are refused before anything is stored', () => {
    afterEach(async () => {
      expect(await filesIn(dir)).toEqual([]);
    });

    it('a decompression bomb (a 50 KB PNG of 400 megapixels) is refused from its header, without decoding', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(200_000);
      const started = Date.now();
      await expect(store.save({ filename: 'bomb.png', source: bomb }, 'things')).rejects.toBeInstanceOf(
        ImageDimensionsTooLargeError,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it.each([
      [
        'HTML appended to a PNG',
        async () => Buffer.concat([await photoBytes(20, 20, 'png'), Buffer.from('<html><script>alert(1)</script></html>')]),
      ],
      [
        'a ZIP archive appended to a JPEG',
        async () => Buffer.concat([await photoBytes(20, 20), Buffer.from('PK\x03\x04\x14\x00\x00\x00payload.php', 'latin1')]),
      ],
      [
        'PHP in a GIF',
        async () =>
          Buffer.concat([
            await sharp(await photoBytes(20, 20, 'png'))
              .gif()
              .toBuffer(),
            Buffer.from('<?php system($_GET["c"]); ?>'),
          ]),
      ],
      ['a PDF behind a WebP', async () => Buffer.concat([await photoBytes(20, 20, 'webp'), Buffer.from('%PDF-1.7\n')])],
    ])('a polyglot: %s', async (_name, make) => {
      await expect(store.save({ filename: 'a.png', source: await make() }, 'things')).rejects.toBeInstanceOf(
        UnsupportedFileError,
      );
    });

    it('an SVG and plain text named like images', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>');
      await expect(store.save({ filename: 'logo.png', source: svg }, 'things')).rejects.toBeInstanceOf(UnsupportedFileError);
      await expect(store.save({ filename: 'a.jpg', source: Buffer.from('hello') }, 'things')).rejects.toBeInstanceOf(
        UnsupportedFileError,
      );
    });

    it('a file over the size limit, from memory or from a temporary file', async () => {
      const small = new ImageStore(storage, 64 * 1024, db.dataSource);
      const big = Buffer.concat([await photoBytes(20, 20, 'png'), Buffer.alloc(64 * 1024)]);
      await expect(small.save({ filename: 'big.png', source: big }, 'things')).rejects.toBeInstanceOf(FileTooLargeError);
      const file = path.join(os.tmpdir(), `big-${process.pid}.png`);
      await writeFile(file, big);
      await expect(small.save({ filename: 'big.png', source: { path: file } }, 'things')).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      await rm(file);
    });

    it('a batch holding one bad file: the good ones stored before it are removed again', async () => {
      const rows = async () => (await db.dataSource.query('SELECT count(*)::int AS n FROM image_asset'))[0].n as number;
      const before = await rows();
      await expect(
        store.saveAll(
          [
            { filename: 'a.png', source: await photoBytes(700, 400, 'png') },
            { filename: 'b.png', source: Buffer.from('nope') },
          ],
          'things',
        ),
      ).rejects.toBeInstanceOf(UnsupportedFileError);
      expect(await rows()).toBe(before);
    });

    it('a storage failure halfway through the variants: the files stored so far are removed', async () => {
      let puts = 0;
      const failing: Storage = {
        ...storage,
        keyOf: (url) => storage.keyOf(url),
        delete: (url) => storage.delete(url),
        put: (key, body, type) => (++puts === 5 ? Promise.reject(new Error('disk full')) : storage.put(key, body, type)),
      } as Storage;
      const flaky = new ImageStore(failing, 10 * 1024 * 1024, db.dataSource);
      await expect(flaky.save({ filename: 'a.jpg', source: await photoBytes(700, 400) }, 'things')).rejects.toThrow('disk full');
      expect(puts).toBe(5);
    });
  });

  it('removing an image removes the original, every variant and its row', async () => {
    const keep = await store.save({ filename: 'keep.jpg', source: await photoBytes(300, 200) }, 'things');
    const url = await store.save({ filename: 'a.jpg', source: await photoBytes(700, 400) }, 'things');
    expect((await filesIn(dir)).length).toBeGreaterThan(6);
    await store.remove([url]);
    const keptFiles = [keep, ...(await assetOf(keep)).variants!.map((v) => v.url)].map((u) => u.replace('/uploads/', '')).sort();
    expect(await filesIn(dir)).toEqual(keptFiles);
    expect(await store.assets([url])).toEqual(new Map());
  });

  it('makes the variants of images stored before variants existed, and of the demo images, once', async () => {
    // Stored the old way: the file alone, no row.
    const legacy = await storage.put('founders/legacy.jpg', await photoBytes(900, 900), 'image/jpeg');
    await db.dataSource.getRepository(Founder).save(buildFounder({ image: legacy }));
    const generated = await store.saveGenerated(await photoBytes(500, 500), 'team');
    expect(await assetOf(generated)).toMatchObject({ width: 500, height: 500, variants: null });
    await db.dataSource.getRepository(Founder).save(buildFounder({ image: generated }));
    // Not referenced by any record: left alone.
    await storage.put('founders/orphan.jpg', await photoBytes(300, 300), 'image/jpeg');

    expect(await store.makePendingVariants()).toBe(2);
    expect((await assetOf(legacy)).variants!.map((v) => v.width)).toEqual([320, 320, 320, 640, 640, 640, 900, 900, 900]);
    expect((await assetOf(legacy)).placeholder).toMatch(/^data:image\/webp/);
    expect((await assetOf(generated)).variants).toHaveLength(6);
    expect(await store.assets(['/uploads/founders/orphan.jpg'])).toEqual(new Map());
    // Nothing left to do the second time.
    expect(await store.makePendingVariants()).toBe(0);
  });
});
