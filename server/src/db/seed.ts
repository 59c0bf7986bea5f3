import type { DataSource, ObjectLiteral } from 'typeorm';
import { BlogPost } from '../modules/blog-post/blog-post.entity';
import { ContactMessage } from '../modules/contact-message/contact-message.entity';
import { Founder } from '../modules/founder/founder.entity';
import { Partner } from '../modules/partner/partner.entity';
import { Product } from '../modules/product/product.entity';
import { Project } from '../modules/project/project.entity';
import { ServiceCategory } from '../modules/service-category/service-category.entity';
import { TeamMember } from '../modules/team-member/team-member.entity';
import { ImageStore } from '../shared/images';
import { sanitizeRichText } from '../shared/sanitize-html';
import type { Storage } from '../shared/storage/storage';
import { demoCover, demoLogo, demoPortrait, demoScreen } from './demo-images';
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
 * Images are drawn locally and stored through the same pipeline as uploads: records first, with
 * each image's size and placeholder; the variants follow in the background (ImageStore.makePendingVariants,
 * which index.ts starts once the server is ready), the original being served until then (ADR 023).
 */
export async function seedDatabase(dataSource: DataSource, storage: Storage): Promise<string> {
  const images = new ImageStore(storage, Number.POSITIVE_INFINITY, dataSource);
  const store = async (folder: string, drawn: Promise<Buffer>) => images.saveGenerated(await drawn, folder);
  // Drawn at the size of the largest slot: a portrait fills a phone-wide card (372 CSS px on a 412 px phone), so
  // 720 px at 2x; wider, a 2x phone would pick it and download more than twice what it shows.
  const portrait = (folder: string, name: string) => store(folder, demoPortrait(name, 720));
  const cover = (folder: string, seed: string, width: number, height: number) => store(folder, demoCover(seed, width, height));
  const screen = (folder: string, seed: string) => store(folder, demoScreen(seed, 1200, 800));
  // Items are listed newest first, so each gets a slightly older createdAt than the one before.
  let clock = Date.now();
  const stamp = () => {
    clock -= 60 * 60 * 1000;
    return new Date(clock);
  };
  const save = <E extends ObjectLiteral>(entity: new () => E, values: object) =>
    dataSource.getRepository(entity).save(dataSource.getRepository(entity).create({ createdAt: stamp(), ...values } as never));

  const c = demoContent;
  // Drawing is CPU work in sharp's threads: two at a time uses both cores; records are then saved in order.
  const draw = drawingQueue(2);
  const founders = await Promise.all(
    c.founders.map(async (founder) => ({ ...founder, image: await draw(() => portrait('founders', founder.name)) })),
  );
  const team = await Promise.all(
    c.team.map(async (member) => ({ ...member, image: await draw(() => portrait('team', member.name)) })),
  );
  const screens = (folder: string, title: string) =>
    Promise.all([1, 2, 3].map((n) => draw(() => screen(folder, `${title} ${n}`))));
  const projects = await Promise.all(
    c.projects.map(async (project) => ({
      ...project,
      image: await draw(() => cover('projects', project.title, 1200, 800)),
      screenshots: await screens('projects', project.title),
    })),
  );
  const products = await Promise.all(
    c.products.map(async (product) => ({
      ...product,
      fullDescription: sanitizeRichText(product.fullDescription),
      bannerImage: await draw(() => cover('products', product.name, 1200, 600)),
      screenshots: await screens('products', product.name),
    })),
  );
  const posts = await Promise.all(
    c.blogPosts.map(async (post) => ({
      ...post,
      content: sanitizeRichText(post.content),
      coverImage: await draw(() => cover('blog', post.title, 1200, 630)),
    })),
  );
  const partners = await Promise.all(
    c.partners.map(async (partner) => ({
      ...partner,
      logo: await draw(() => store('partners', demoLogo(partner.name, 224, 112))),
    })),
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
  return (
    `Seeded demo content: ${c.founders.length} founders, ${c.team.length} team members, ` +
    `${c.serviceCategories.length} service categories, ${c.projects.length} projects, ${c.products.length} products, ` +
    `${c.blogPosts.length} blog posts (${c.blogPosts.filter((p) => !p.published).length} draft), ` +
    `${c.partners.length} partners, ${c.contactMessages.length} contact messages.`
  );
}

/** Runs at most `limit` drawings at once, in the order asked. */
function drawingQueue(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
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
