import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
