import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { largePng, photoBytes, pngBomb } from '../test/images';
import { deleteForGood, errorOf, startTestApp, type TestApp } from '../test/test-app';

const execFileAsync = promisify(execFile);

const FOUNDER = { name: 'Ayesha Rahman', role: 'CEO', bio: 'Leads.', email: 'ayesha@example.com' };
const PICTURE_FIELDS = 'url src width height alt altText placeholder avifSrcset webpSrcset srcset type';

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('pictures: each image as an object over GraphQL, the plain address over REST', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  }, 60_000);
  afterAll(() => t.close());

  async function createFounder(bytes: Buffer) {
    const res = await t.gqlUpload(
      `mutation ($input: CreateFounderInput!, $image: Upload) { createFounder(input: $input, image: $image) { id image picture { ${PICTURE_FIELDS} } } }`,
      { input: FOUNDER, image: null },
      { image: { bytes, filename: 'portrait.jpg' } },
      token,
    );
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.createFounder as { id: string; image: string; picture: Record<string, unknown> };
  }

  it('a founder picture: size, alt, placeholder and one srcset per format, never wider than the upload', async () => {
    const founder = await createFounder(await photoBytes(900, 600));
    const { picture } = founder;
    expect(picture).toMatchObject({
      url: founder.image,
      width: 900,
      height: 600,
      alt: 'Ayesha Rahman',
      altText: null,
      type: 'image/jpeg',
    });
    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    const base = founder.image.replace(/\.jpg$/, '');
    expect(picture.avifSrcset).toBe(`${base}-320.avif 320w, ${base}-640.avif 640w, ${base}-900.avif 900w`);
    expect(picture.webpSrcset).toBe(`${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-900.webp 900w`);
    expect(picture.srcset).toBe(`${base}-320.jpg 320w, ${base}-640.jpg 640w, ${base}-900.jpg 900w`);
    expect(picture.src).toBe(`${base}-900.jpg`);

    // Every address of the picture is served, with its type.
    for (const [address, type] of [
      [`${base}-640.avif`, 'image/avif'],
      [`${base}-640.webp`, 'image/webp'],
      [`${base}-640.jpg`, 'image/jpeg'],
      [founder.image, 'image/jpeg'],
    ]) {
      const res = await t.http().get(address);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
    }
  });

  it('REST returns the plain image address, unchanged, and no picture object', async () => {
    const founder = await createFounder(await photoBytes(400, 400));
    const res = await t.http().get(`/api/founders/${founder.id}`);
    expect(res.status).toBe(200);
    expect(res.body.image).toBe(founder.image);
    expect(typeof res.body.image).toBe('string');
    expect(res.body).not.toHaveProperty('picture');
    expect(Object.values(res.body).some((value) => typeof value === 'object' && value !== null)).toBe(false);
  });

  it("alt text: the editor's wins; cleared, the record's name is used again", async () => {
    const founder = await createFounder(await photoBytes(300, 300));
    const set = await t.gql(
      `mutation ($url: String!, $alt: String) { updateImageAlt(url: $url, alt: $alt) { alt altText } }`,
      { url: founder.image, alt: '  Ayesha  smiling at the office ' },
      token,
    );
    expect(set.body.data!.updateImageAlt).toEqual({
      alt: 'Ayesha smiling at the office',
      altText: 'Ayesha smiling at the office',
    });
    const read = async () =>
      (await t.gql(`query ($id: ID!) { founder(id: $id) { picture { alt altText } } }`, { id: founder.id })).body.data!.founder
        .picture;
    expect(await read()).toEqual({ alt: 'Ayesha smiling at the office', altText: 'Ayesha smiling at the office' });

    await t.gql(`mutation ($url: String!) { updateImageAlt(url: $url, alt: "") { alt } }`, { url: founder.image }, token);
    expect(await read()).toEqual({ alt: 'Ayesha Rahman', altText: null });

    const tooLong = await t.gql(
      `mutation ($url: String!, $alt: String) { updateImageAlt(url: $url, alt: $alt) { alt } }`,
      { url: founder.image, alt: 'x'.repeat(301) },
      token,
    );
    expect(errorOf(tooLong)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { alt: 'Alt text must be at most 300 characters' },
    });
    const unknown = await t.gql(`mutation { updateImageAlt(url: "/uploads/founders/nope.jpg", alt: "x") { alt } }`, {}, token);
    expect(errorOf(unknown)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { url: 'Unknown image' } });
    const anonymous = await t.gql(`mutation ($url: String!) { updateImageAlt(url: $url, alt: "x") { alt } }`, {
      url: founder.image,
    });
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
  });

  it('deleting the record for good deletes the original and every variant; replacing the image deletes the old ones', async () => {
    const before = await filesIn(t.uploadsDir);
    const founder = await createFounder(await photoBytes(700, 500));
    expect((await filesIn(t.uploadsDir)).length).toBe(before.length + 1 + 3 * 3);

    const replaced = await t.gqlUpload(
      'mutation ($id: ID!, $image: Upload) { updateFounder(id: $id, input: {}, image: $image) { image } }',
      { id: founder.id, image: null },
      { image: { bytes: await photoBytes(300, 200), filename: 'new.png' } },
      token,
    );
    expect(replaced.body.errors).toBeUndefined();
    const after = await filesIn(t.uploadsDir);
    expect(after.length).toBe(before.length + 1 + 3);
    expect(after.some((file) => file.includes(path.basename(founder.image, '.jpg')))).toBe(false);

    await t.gql('mutation ($id: ID!) { deleteFounder(id: $id) { id } }', { id: founder.id }, token);
    expect((await filesIn(t.uploadsDir)).length).toBe(before.length + 1 + 3);
    await deleteForGood(t, 'Founder', founder.id, token);
    expect((await filesIn(t.uploadsDir)).sort()).toEqual([...before].sort());
  });

  it('a decompression bomb is a clear 400 through both doors, and nothing is stored', async () => {
    const before = await filesIn(t.uploadsDir);
    const bomb = pngBomb();
    const rest = await t
      .http()
      .post('/api/founders')
      .set('authorization', `Bearer ${token}`)
      .field(FOUNDER)
      .attach('image', bomb, 'bomb.png');
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('Image dimensions too large (at most 50 megapixels)');

    const gql = await t.gqlUpload(
      'mutation ($input: CreateFounderInput!, $image: Upload) { createFounder(input: $input, image: $image) { id } }',
      { input: FOUNDER, image: null },
      { image: { bytes: bomb, filename: 'bomb.png' } },
      token,
    );
    expect(errorOf(gql)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Image dimensions too large (at most 50 megapixels)' });
    expect(await filesIn(t.uploadsDir)).toEqual(before);
  });

  it('a polyglot (HTML behind a PNG) is refused over REST with the SPEC message', async () => {
    const polyglot = Buffer.concat([await photoBytes(20, 20, 'png'), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await t
      .http()
      .post('/api/founders')
      .set('authorization', `Bearer ${token}`)
      .field(FOUNDER)
      .attach('image', polyglot, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only image files are allowed!');
  });

  it('a large multi-file upload is streamed to disk and read one file at a time: memory does not grow by the sum', async () => {
    // The upload is sent by curl from disk, so this process's memory holds only what the server keeps
    // (supertest here would build the whole body in the same heap and blur the figure).
    const fileSize = 9 * 1024 * 1024;
    const count = 20; // the most files one request may carry
    const dir = await mkdtemp(path.join(os.tmpdir(), 'big-upload-'));
    const names: string[] = [];
    for (let n = 0; n < count; n++) {
      const name = path.join(dir, `shot-${n}.png`);
      await writeFile(name, await largePng(fileSize, `#${(n + 1).toString(16).padStart(2, '0')}3344`));
      names.push(name);
    }
    const sum = count * fileSize;
    const server = http.createServer(t.app.app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    // What the server holds, not what V8 has yet to collect: the buffers of files already done are garbage,
    // collected on V8's schedule (later on a busy machine). A sample more than a step above the peak so far is taken
    // again after a full collection, so the peak is of live memory (to within the step) and the collections stay few:
    // each is a full collection of the test worker's whole heap, and one per rise of a few bytes once outran the
    // test's time on a loaded machine.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    try {
      const used = () => {
        const { heapUsed, external } = process.memoryUsage();
        return heapUsed + external;
      };
      collect();
      const baseline = used();
      let peak = baseline;
      const step = 4 * 1024 * 1024;
      const sampler = setInterval(() => {
        if (used() <= peak + step) return;
        collect();
        peak = Math.max(peak, used());
      }, 10);
      const { stdout } = await execFileAsync(
        'curl',
        [
          '-sS',
          '-w',
          '\n%{http_code}',
          '-H',
          `authorization: Bearer ${token}`,
          '-F',
          'title=Big',
          '-F',
          'description=Many files.',
          '-F',
          `image=@${names[0]};type=image/png`,
          ...names.slice(1).flatMap((name) => ['-F', `screenshots=@${name};type=image/png`]),
          `http://127.0.0.1:${port}/api/projects`,
        ],
        { maxBuffer: 1024 * 1024 },
      );
      clearInterval(sampler);
      const status = stdout.slice(stdout.lastIndexOf('\n') + 1);
      const body = JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n')));
      expect(`${status} ${JSON.stringify(body)}`).toMatch(/^201 /);
      expect(body.screenshots).toHaveLength(count - 1);
      // Held whole in memory (multer's memory storage, or every file read up front) would be at least `sum` more;
      // streamed, what is live is one file being decoded at a time.
      expect(peak + step - baseline).toBeLessThan(sum / 4);
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
