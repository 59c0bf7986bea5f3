import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app';
import { isDatabaseEmpty, seedDatabase } from './seed';

/** SPEC §2: icon identifiers the public services page knows. */
const PUBLIC_ICONS = [
  'FaCode',
  'FaBrain',
  'FaRocket',
  'FaGlobe',
  'FaShoppingCart',
  'FaEdit',
  'FaCogs',
  'FaTachometerAlt',
  'FaBuilding',
  'FaCloud',
  'FaEye',
  'FaComments',
  'FaRobot',
];

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await isDatabaseEmpty(t.db.dataSource)).toBe(true);
    await seedDatabase(t.db.dataSource, t.app.storage);
  });
  afterAll(() => t.close());

  it('fills every content area with the promised amounts', async () => {
    const token = await t.login();
    const res = await t.gql(
      `{ founders { id } teamMembers { id } serviceCategories { services { icon } }
         projects { screenshots } products { screenshots } blogPosts(includeDrafts: true) { published featured }
         partners { id } contactMessages { id } }`,
      {},
      token,
    );
    const data = res.body.data!;
    expect(data.founders).toHaveLength(3);
    expect(data.teamMembers).toHaveLength(4);
    expect(data.serviceCategories).toHaveLength(3);
    for (const category of data.serviceCategories) {
      expect(category.services.length).toBeGreaterThanOrEqual(3);
      for (const service of category.services) expect(PUBLIC_ICONS).toContain(service.icon);
    }
    expect(data.projects).toHaveLength(6);
    expect(data.projects.every((p: { screenshots: string[] }) => p.screenshots.length > 0)).toBe(true);
    expect(data.products).toHaveLength(3);
    expect(data.products.every((p: { screenshots: string[] }) => p.screenshots.length > 0)).toBe(true);
    expect(data.blogPosts).toHaveLength(6);
    expect(data.blogPosts.filter((p: { published: boolean }) => !p.published)).toHaveLength(1);
    expect(data.blogPosts.filter((p: { featured: boolean }) => p.featured)).toHaveLength(1);
    expect(data.partners).toHaveLength(3);
    expect(data.contactMessages).toHaveLength(2);
    expect(await isDatabaseEmpty(t.db.dataSource)).toBe(false);
  });

  it('shows visitors the published posts only', async () => {
    const res = await t.gql('{ blogPosts { published } }');
    expect(res.body.data!.blogPosts).toHaveLength(5);
  });

  it('stores real, locally drawn images that the app serves', async () => {
    const res = await t.gql('{ products { bannerImage screenshots } founders { image } }');
    const urls: string[] = [
      ...res.body.data!.products.flatMap((p: { bannerImage: string; screenshots: string[] }) => [
        p.bannerImage,
        ...p.screenshots,
      ]),
      ...res.body.data!.founders.map((f: { image: string }) => f.image),
    ];
    for (const url of urls) expect(existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')))).toBe(true);
    const served = await t.http().get(urls[0]);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});

describe('demo seed that fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('leaves no rows and no pictures behind, so the next start seeds a clean slate', async () => {
    // The partners come late in the seed: by then most pictures are stored.
    await t.db.dataSource.query(`
      CREATE FUNCTION refuse_partner() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'partners refused'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_partner BEFORE INSERT ON "partner" FOR EACH ROW EXECUTE FUNCTION refuse_partner();`);
    await expect(seedDatabase(t.db.dataSource, t.app.storage)).rejects.toThrow('partners refused');
    expect(await isDatabaseEmpty(t.db.dataSource)).toBe(true);
    const files = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
    expect(files.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);

    await t.db.dataSource.query('DROP TRIGGER refuse_partner ON "partner"');
    await seedDatabase(t.db.dataSource, t.app.storage);
    expect(await isDatabaseEmpty(t.db.dataSource)).toBe(false);
  });
});
