import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ImageStore, type ImageAsset } from '../shared/images';
import { S3Storage } from '../shared/storage/s3-storage';
import { startTestApp, type TestApp } from '../test/test-app';
import { startTestS3, type TestS3 } from '../test/test-s3';
import { allDemoPictures, demoPictures, loadDemoImageSet, writeDemoImageSet } from './demo-image-set';
import { seedDatabase } from './seed';

/** The set the build makes (ADR 027), here for a few pictures only: the founders' portraits and the partners' logos. */
describe('demo pictures made ahead of time', () => {
  let dir: string;
  let t: TestApp;
  const pictures = demoPictures();
  const subset = [...pictures.founders, ...pictures.partners];

  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'demo-images-')), 'set');
    expect(await writeDemoImageSet(dir, subset)).toBe(subset.length);
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('names every picture of the demo content once', () => {
    const slots = allDemoPictures().map((picture) => picture.slot);
    expect(new Set(slots).size).toBe(slots.length);
    // 7 portraits, 6 + 3 + 6 covers, 27 screens, 3 logos.
    expect(slots).toHaveLength(52);
  });

  it('holds each original with its placeholder and variants, and is not redrawn while up to date', async () => {
    const set = await loadDemoImageSet(dir);
    expect([...set.keys()].sort()).toEqual(subset.map((picture) => picture.slot).sort());
    const portrait = set.get(pictures.founders[0].slot)!;
    expect(portrait).toMatchObject({ width: 720, height: 720, original: { contentType: 'image/jpeg' } });
    expect(portrait.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(portrait.variants.map((variant) => `${variant.width} ${variant.type}`)).toEqual(
      ['320', '640', '720'].flatMap((width) => [`${width} image/avif`, `${width} image/webp`, `${width} image/jpeg`]),
    );
    for (const file of [portrait.original.path, ...portrait.variants.map((variant) => variant.path)])
      expect(existsSync(file)).toBe(true);
    expect(await writeDemoImageSet(dir, subset)).toBe(0);
  });

  it('is ignored when other code made it', async () => {
    const stale = `${dir}-stale`;
    await cp(dir, stale, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(stale, 'manifest.json'), 'utf8')) as { fingerprint: string };
    await writeFile(path.join(stale, 'manifest.json'), JSON.stringify({ ...manifest, fingerprint: 'other' }));
    expect((await loadDemoImageSet(stale)).size).toBe(0);
    expect((await loadDemoImageSet(path.join(dir, 'missing'))).size).toBe(0);
  });

  it('seeds copies with their variants, and draws what the set lacks (variants after ready)', async () => {
    await seedDatabase(t.db.dataSource, t.app.storage, { demoImagesDir: dir });
    const assetsOf = async (table: string, column: string): Promise<ImageAsset[]> =>
      t.db.dataSource.query(
        `SELECT a.* FROM "${table}" r JOIN "image_asset" a ON a."url" = r."${column}" ORDER BY r."createdAt" DESC`,
      );
    const founders = await assetsOf('founder', 'image');
    const logos = await assetsOf('partner', 'logo');
    expect(founders).toHaveLength(3);
    expect(logos).toHaveLength(3);
    for (const asset of [...founders, ...logos]) {
      expect(asset.variants!.length).toBeGreaterThanOrEqual(3);
      for (const url of [asset.url, ...asset.variants!.map((variant) => variant.url)]) {
        expect(existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')))).toBe(true);
      }
      // Copied under a new name, variants named after it as uploads' are.
      const base = asset.url.replace(/\.[a-z]+$/, '');
      for (const variant of asset.variants!) expect(variant.url).toBe(`${base}-${variant.width}.${variant.url.split('.').pop()}`);
    }
    const set = await loadDemoImageSet(dir);
    expect(founders[0]).toMatchObject({ width: 720, height: 720, placeholder: set.get(pictures.founders[0].slot)!.placeholder });
    // Copies of the set's files: 3 portraits with 9 variants each in founders/, nothing else.
    expect(await readdir(path.join(t.uploadsDir, 'founders'))).toHaveLength(3 * 10);
    const team = await assetsOf('team_member', 'image');
    expect(team).toHaveLength(4);
    for (const asset of team) expect(asset).toMatchObject({ width: 720, height: 720, variants: null });
    const served = await t.http().get(founders[0].variants![0].url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
  });

  describe('with S3 storage', () => {
    let s3: TestS3;
    let storage: S3Storage;
    beforeAll(async () => {
      s3 = await startTestS3();
      storage = new S3Storage(s3.settings);
    });
    afterAll(async () => {
      storage.close();
      await s3.close();
    });

    it('copies a picture and its variants into the bucket', async () => {
      const images = new ImageStore(storage, Number.POSITIVE_INFINITY, t.db.dataSource);
      const prepared = (await loadDemoImageSet(dir)).get(pictures.partners[0].slot)!;
      const url = await images.savePrepared(prepared, 'partners');
      const asset = (await images.assets([url])).get(url)!;
      expect(asset.variants).toHaveLength(prepared.variants.length);
      const keys: string[] = [];
      for await (const file of storage.list()) keys.push(file.key);
      expect(keys.sort()).toEqual([url, ...asset.variants!.map((variant) => variant.url)].map((u) => storage.keyOf(u)).sort());
    });
  });
});
