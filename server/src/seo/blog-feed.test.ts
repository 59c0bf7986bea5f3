import request from 'supertest';
import type { App } from '../app';
import type { BlogPost } from '../modules/blog-post/blog-post.entity';
import { insertBlogPost } from '../modules/blog-post/blog-post.factory';
import { startTestApp, type TestApp } from '../test/test-app';
import { parseXml, PUBLIC_URL, siteApp, textsOf } from './seo.testing';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

describe('blog feeds', () => {
  let t: TestApp;
  let site: App;
  let withCover: BlogPost;
  let plain: BlogPost;
  let draft: BlogPost;

  beforeAll(async () => {
    t = await startTestApp();
    site = await siteApp(t, { publicUrl: PUBLIC_URL });
    withCover = await insertBlogPost(t.db.dataSource, {
      slug: 'shipping-ai',
      title: 'Shipping AI & keeping <humans> in the loop',
      excerpt: 'Keep <humans> in the loop & "measure" everything.',
      author: 'Ayesha Khan',
      coverImage: '/uploads/blog/cover-1.webp',
    });
    plain = await insertBlogPost(t.db.dataSource, { slug: 'on-call', title: 'On call', author: 'Bilal Ahmed', coverImage: null });
    draft = await insertBlogPost(t.db.dataSource, { slug: 'secret-draft', title: 'Secret draft', published: false });
  });
  afterAll(async () => {
    await site.stop();
    await t.close();
  });

  describe('RSS 2.0 at /blog/rss.xml', () => {
    async function rss() {
      const res = await request(site.app).get('/blog/rss.xml');
      expect(res.status).toBe(200);
      const document = parseXml(res.text);
      const items = Array.from(document.getElementsByTagName('item'));
      const item = (post: BlogPost) => items.find((element) => textsOf(element, 'link')[0] === `${PUBLIC_URL}/blog/${post.slug}`);
      return { res, document, items, item };
    }

    it('is RSS with a short cache, naming the blog and itself', async () => {
      const { res, document } = await rss();
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(document.documentElement.tagName).toBe('rss');
      expect(document.documentElement.getAttribute('version')).toBe('2.0');
      const channel = document.getElementsByTagName('channel')[0];
      expect(textsOf(channel, 'title')[0]).toBe('Nexora Labs Blog');
      expect(textsOf(channel, 'link')[0]).toBe(`${PUBLIC_URL}/blog`);
      const self = Array.from(channel.getElementsByTagNameNS(ATOM_NS, 'link')).find(
        (link) => link.getAttribute('rel') === 'self',
      );
      expect(self?.getAttribute('href')).toBe(`${PUBLIC_URL}/blog/rss.xml`);
    });

    it('lists exactly the published posts, newest first, never a draft', async () => {
      const { items, res } = await rss();
      expect(items.map((item) => textsOf(item, 'link')[0])).toEqual(
        [plain, withCover].map((post) => `${PUBLIC_URL}/blog/${post.slug}`),
      );
      expect(res.text).not.toContain(draft.slug);
      expect(res.text).not.toContain(draft.title);
    });

    it('gives each post its title, excerpt (as HTML text), date, author and absolute link', async () => {
      const item = (await rss()).item(withCover)!;
      expect(textsOf(item, 'title')[0]).toBe(withCover.title);
      expect(textsOf(item, 'description')[0]).toBe('Keep &lt;humans&gt; in the loop &amp; "measure" everything.');
      expect(textsOf(item, 'pubDate')[0]).toBe(withCover.createdAt.toUTCString());
      expect(textsOf(item, 'author')[0]).toBe('Ayesha Khan');
      expect(textsOf(item, 'guid')[0]).toBe(`${PUBLIC_URL}/blog/shipping-ai`);
    });

    it('attaches the cover image, when there is one, as an absolute enclosure with its type', async () => {
      const { item } = await rss();
      const enclosure = item(withCover)!.getElementsByTagName('enclosure')[0];
      expect(enclosure.getAttribute('url')).toBe(`${PUBLIC_URL}/uploads/blog/cover-1.webp`);
      expect(enclosure.getAttribute('type')).toBe('image/webp');
      expect(enclosure.getAttribute('length')).toBe('0');
      expect(item(plain)!.getElementsByTagName('enclosure')).toHaveLength(0);
    });
  });

  describe('Atom at /blog/atom.xml', () => {
    it('holds the same posts with absolute links', async () => {
      const res = await request(site.app).get('/blog/atom.xml');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const document = parseXml(res.text);
      expect(document.documentElement.namespaceURI).toBe(ATOM_NS);
      const entries = Array.from(document.getElementsByTagNameNS(ATOM_NS, 'entry'));
      const links = entries.map((entry) => entry.getElementsByTagNameNS(ATOM_NS, 'link')[0].getAttribute('href'));
      expect(links).toEqual([plain, withCover].map((post) => `${PUBLIC_URL}/blog/${post.slug}`));
      expect(textsOf(entries[1], 'name')[0]).toBe('Ayesha Khan');
      expect(res.text).not.toContain(draft.slug);
    });
  });
});
