import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pngFile } from '../test/images';
import { errorOf, startTestApp, type TestApp } from '../test/test-app';
import { FileTooLargeError, UnsupportedFileError } from './errors';
import { ImageStore } from './images';
import { LocalDiskStorage } from './storage/local-disk-storage';

describe('ImageStore', () => {
  let dir: string;
  let store: ImageStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    store = new ImageStore(new LocalDiskStorage(dir), 64 * 1024);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const make = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } }).toFormat(format).toBuffer();

  it.each([
    ['png', '.png'],
    ['jpeg', '.jpg'],
    ['gif', '.gif'],
    ['webp', '.webp'],
  ] as const)('accepts %s judged by its bytes, whatever the file is called', async (format, ext) => {
    const url = await store.save({ filename: 'upload.txt', bytes: await make(format) }, 'things');
    expect(url).toMatch(new RegExp(`^/uploads/things/[0-9a-f-]{36}\\${ext}$`));
  });

  it('refuses an SVG and plain text named like images', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>');
    await expect(store.save({ filename: 'logo.png', bytes: svg }, 'things')).rejects.toBeInstanceOf(UnsupportedFileError);
    await expect(store.save({ filename: 'a.jpg', bytes: Buffer.from('hello') }, 'things')).rejects.toBeInstanceOf(UnsupportedFileError);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.concat([await make('png'), Buffer.alloc(64 * 1024)]);
    await expect(store.save({ filename: 'big.png', bytes: big }, 'things')).rejects.toBeInstanceOf(FileTooLargeError);
  });

  describe('re-encoding', () => {
    const stored = (url: string) => readFile(path.join(dir, url.replace('/uploads/', '')));

    it('drops bytes appended after the image, keeping a valid image of the same size', async () => {
      const picture = await make('png');
      const payload = '<html><script>alert(1)</script></html>';
      const url = await store.save({ filename: 'a.png', bytes: Buffer.concat([picture, Buffer.from(payload)]) }, 'things');

      const bytes = await stored(url);
      expect(bytes.toString('latin1')).not.toContain('<script>');
      expect(bytes.toString('latin1')).not.toContain('alert(1)');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
    });

    it('strips metadata and applies the EXIF orientation to the pixels', async () => {
      // 4 wide, 2 high, tagged "rotate 90° clockwise to display" (orientation 6), with a telling EXIF field.
      const photo = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#a00' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-location' } })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, width: 4, height: 2 });

      const bytes = await stored(await store.save({ filename: 'photo.jpg', bytes: photo }, 'things'));
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 2, height: 4 });
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('secret-location');
    });

    it('keeps every frame, the frame delays and the loop of an animated GIF', async () => {
      const frames = await Promise.all(
        ['#f00', '#0f0', '#00f'].map((background) =>
          sharp({ create: { width: 4, height: 4, channels: 3, background } }).png().toBuffer(),
        ),
      );
      const gif = await sharp(frames, { join: { animated: true } }).gif({ loop: 0, delay: [100, 200, 300] }).toBuffer();

      const bytes = await stored(await store.save({ filename: 'spin.gif', bytes: gif }, 'things'));
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'gif', pages: 3, loop: 0, delay: [100, 200, 300] });
    });

    it('re-encodes every file of a batch', async () => {
      const tail = Buffer.from('<script>alert(2)</script>');
      const urls = await store.saveAll(
        [
          { filename: 'a.png', bytes: Buffer.concat([await make('png'), tail]) },
          { filename: 'b.webp', bytes: Buffer.concat([await make('webp'), tail]) },
        ],
        'things',
      );
      expect(urls).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.webp$/)]);
      for (const url of urls) expect((await stored(url)).toString('latin1')).not.toContain('alert(2)');
    });
  });

  it('stores nothing from a batch that holds one bad file', async () => {
    const before = await readdir(path.join(dir, 'things'));
    await expect(
      store.saveAll([{ filename: 'a.png', bytes: await make('png') }, { filename: 'b.png', bytes: Buffer.from('nope') }], 'things'),
    ).rejects.toBeInstanceOf(UnsupportedFileError);
    expect(await readdir(path.join(dir, 'things'))).toEqual(before);
  });
});

describe('uploads over GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers 'File too large' (HTTP 413) for an image over 10 MB", async () => {
    const { bytes } = await pngFile();
    const tooBig = { filename: 'huge.png', bytes: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024)]) };
    const res = await t.gqlUpload(
      'mutation ($input: CreateFounderInput!, $image: Upload) { createFounder(input: $input, image: $image) { id } }',
      { input: { name: 'A', role: 'B', bio: 'C', email: 'a@example.com' }, image: null },
      { image: tooBig },
      await t.login(),
    );
    expect(res.status).toBe(413);
    expect(errorOf(res)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large' });
    expect((await t.gql('{ founders { id } }')).body.data!.founders).toEqual([]);
  });
});
