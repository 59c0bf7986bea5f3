import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { BlogPost } from '../modules/blog-post/blog-post.entity';
import { ContactMessage } from '../modules/contact-message/contact-message.entity';
import { Founder } from '../modules/founder/founder.entity';
import { Partner } from '../modules/partner/partner.entity';
import { Product } from '../modules/product/product.entity';
import { Project } from '../modules/project/project.entity';
import { ServiceCategory } from '../modules/service-category/service-category.entity';
import { TeamMember } from '../modules/team-member/team-member.entity';
import { ImageStore, type PreparedImage } from '../shared/images';
import { sanitizeRichText } from '../shared/sanitize-html';
import type { Storage } from '../shared/storage/storage';
import { DEMO_IMAGES_DIR, demoPictures, loadDemoImageSet, type DemoPicture } from './demo-image-set';
import { demoContent } from './demo-content';

/** True when there is no content yet (the first admin does not count). */
export async function isDatabaseEmpty(dataSource: DataSource): Promise<boolean> {
  for (const entity of [Founder, TeamMember, ServiceCategory, Project, Product, BlogPost, Partner]) {
    if ((await dataSource.getRepository(entity).count()) > 0) return false;
  }
  return true;
}

/**
 * Demo content for a first run: every public page and admin grid has something to show.
 * Pictures come ready from the build (dist/demo-images, ADR 027): each original with its variants is copied into
 * storage and its row written, so pages are served small at once. Without that set (npm run dev, a set made by
 * other drawing code) a picture is drawn locally and stored as ImageStore.saveGenerated does: the original with its
 * size and placeholder; its variants follow in the background (ImageStore.makePendingVariants, which index.ts
 * starts once the server is ready), the original being served until then (ADR 023).
 */
export async function seedDatabase(
  dataSource: DataSource,
  storage: Storage,
  options: { demoImagesDir?: string | false } = {},
): Promise<string> {
  const prepared = await loadDemoImageSet(options.demoImagesDir ?? DEMO_IMAGES_DIR);
  // One transaction for every row: a start stopped half-way leaves no half-seeded site (which would never be seeded
  // again), and PGlite commits once instead of some 80 times (about 0.2 s less CPU time on the start-up path).
  const writes = recordingWrites(storage);
  try {
    await dataSource.transaction((manager) => seedIn(manager, writes.storage, prepared));
  } catch (error) {
    // The rows rolled back: the pictures stored for them go too, so the next start seeds a clean slate.
    for (const url of writes.stored) await storage.delete(url).catch(() => undefined);
    throw error;
  }
  const c = demoContent;
  return (
    `Seeded demo content: ${c.founders.length} founders, ${c.team.length} team members, ` +
    `${c.serviceCategories.length} service categories, ${c.projects.length} projects, ${c.products.length} products, ` +
    `${c.blogPosts.length} blog posts (${c.blogPosts.filter((p) => !p.published).length} draft), ` +
    `${c.partners.length} partners, ${c.contactMessages.length} contact messages.`
  );
}

/** The storage, remembering every file put through it (originals and variants alike). */
function recordingWrites(storage: Storage): { storage: Storage; stored: string[] } {
  const stored: string[] = [];
  return {
    stored,
    storage: {
      put: async (key, body, contentType) => {
        const url = await storage.put(key, body, contentType);
        stored.push(url);
        return url;
      },
      delete: (url) => storage.delete(url),
      keyOf: (url) => storage.keyOf(url),
      read: (key) => storage.read(key),
      list: () => storage.list(),
      check: () => storage.check(),
    },
  };
}

async function seedIn(manager: EntityManager, storage: Storage, prepared: Map<string, PreparedImage>): Promise<void> {
  // A transaction is one connection: its statements go one at a time (pg refuses overlapping ones on a client).
  const oneAtATime = limited(1);
  const rows = { query: (sql: string, parameters?: unknown[]) => oneAtATime(() => manager.query(sql, parameters)) };
  const images = new ImageStore(storage, Number.POSITIVE_INFINITY, rows);
  // Drawing is CPU work in sharp's threads: two at a time uses both cores. Copying is I/O (a bucket's round trips).
  const draw = limited(2);
  const copy = limited(4);
  const picture = (folder: string, demo: DemoPicture): Promise<string> => {
    const ready = prepared.get(demo.slot);
    if (ready) return copy(() => images.savePrepared(ready, folder));
    return draw(async () => images.saveGenerated(await demo.draw(), folder));
  };
  const pictures = (folder: string, demos: DemoPicture[]) => Promise.all(demos.map((demo) => picture(folder, demo)));
  // Items are listed newest first, so each gets a slightly older createdAt than the one before.
  let clock = Date.now();
  const stamp = () => {
    clock -= 60 * 60 * 1000;
    return new Date(clock);
  };
  const save = <E extends ObjectLiteral>(entity: new () => E, values: object) =>
    manager.getRepository(entity).save(manager.getRepository(entity).create({ createdAt: stamp(), ...values } as never));

  const c = demoContent;
  const p = demoPictures(c);
  // Pictures are stored in any order; records are then saved in order.
  const founders = await Promise.all(
    c.founders.map(async (founder, i) => ({ ...founder, image: await picture('founders', p.founders[i]) })),
  );
  const team = await Promise.all(c.team.map(async (member, i) => ({ ...member, image: await picture('team', p.team[i]) })));
  const projects = await Promise.all(
    c.projects.map(async (project, i) => ({
      ...project,
      image: await picture('projects', p.projects[i].image),
      screenshots: await pictures('projects', p.projects[i].screenshots),
    })),
  );
  const products = await Promise.all(
    c.products.map(async (product, i) => ({
      ...product,
      fullDescription: sanitizeRichText(product.fullDescription),
      bannerImage: await picture('products', p.products[i].bannerImage),
      screenshots: await pictures('products', p.products[i].screenshots),
    })),
  );
  const posts = await Promise.all(
    c.blogPosts.map(async (post, i) => ({
      ...post,
      content: sanitizeRichText(post.content),
      coverImage: await picture('blog', p.blogPosts[i].coverImage),
    })),
  );
  const partners = await Promise.all(
    c.partners.map(async (partner, i) => ({ ...partner, logo: await picture('partners', p.partners[i]) })),
  );

  for (const founder of founders) await save(Founder, founder);
  for (const member of team) await save(TeamMember, member);
  for (const group of c.serviceCategories) {
    await save(ServiceCategory, {
      ...group,
      services: group.services.map((service, position) => ({ ...service, position })),
    });
  }
  for (const project of projects) await save(Project, project);
  for (const product of products) await save(Product, product);
  for (const post of posts) await save(BlogPost, post);
  for (const partner of partners) await save(Partner, partner);
  for (const message of c.contactMessages) {
    // Already read: a fresh site's inbox has nothing waiting, so a new message stands out.
    const submittedAt = stamp();
    await save(ContactMessage, { ...message, submittedAt, readAt: submittedAt });
  }
}

/** Runs at most `limit` tasks at once, in the order asked. */
function limited(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
