import { existsSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, pngFile } from '../../test/images';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';

const UPLOAD = 'mutation ($file: Upload!) { uploadContentImage(file: $file) }';
const PREVIEW = 'query ($html: String!) { richTextPreview(html: $html) }';

/** The rich-text editor's server side (docs/decisions/034): images inside content, and the preview's sanitising. */
describe('rich text', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace(/^\/uploads\//, '')));

  it('stores a content image through the image checks and answers its URL (GraphQL)', async () => {
    const res = await t.gqlUpload(UPLOAD, { file: null }, { file: await pngFile() }, token);
    const url = res.body.data!.uploadContentImage as string;
    expect(url).toMatch(/^\/uploads\/content\/[\w-]+\.png$/);
    expect(onDisk(url)).toBe(true);
    const served = await t.http().get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a file that is not an image, and a visitor', async () => {
    const fake = await t.gqlUpload(UPLOAD, { file: null }, { file: fakePngFile() }, token);
    expect(errorOf(fake).code).toBe('BAD_USER_INPUT');
    const visitor = await t.gqlUpload(UPLOAD, { file: null }, { file: await pngFile() });
    expect(errorOf(visitor).code).toBe('UNAUTHENTICATED');
  });

  it('stores a content image through REST as well', async () => {
    const res = await t
      .http()
      .post('/api/content-images')
      .set('authorization', `Bearer ${token}`)
      .attach('file', (await pngFile()).bytes, 'a.png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/content\/[\w-]+\.png$/);
    expect(onDisk(res.body.url)).toBe(true);
    expect(
      (
        await t
          .http()
          .post('/api/content-images')
          .attach('file', (await pngFile()).bytes, 'a.png')
      ).status,
    ).toBe(401);
    const missing = await t.http().post('/api/content-images').set('authorization', `Bearer ${token}`).field('x', 'y');
    expect(missing.status).toBe(400);
  });

  it('previews HTML exactly as saving would store it, to the admin only', async () => {
    const res = await t.gql(PREVIEW, { html: '<h2>Hi</h2><script>alert(1)</script><a href="javascript:x()">x</a>' }, token);
    expect(res.body.data!.richTextPreview).toBe('<h2>Hi</h2><a>x</a>');
    expect(errorOf(await t.gql(PREVIEW, { html: '<p>x</p>' })).code).toBe('UNAUTHENTICATED');
  });
});
