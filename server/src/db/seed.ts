import { randomUUID } from 'node:crypto';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { BlogPost } from '../modules/blog-post/blog-post.entity';
import { ContactMessage } from '../modules/contact-message/contact-message.entity';
import { Founder } from '../modules/founder/founder.entity';
import { Partner } from '../modules/partner/partner.entity';
import { Product } from '../modules/product/product.entity';
import { Project } from '../modules/project/project.entity';
import { ServiceCategory } from '../modules/service-category/service-category.entity';
import { TeamMember } from '../modules/team-member/team-member.entity';
import { sanitizeRichText } from '../shared/sanitize-html';
import type { Storage } from '../shared/storage/storage';
import { demoImage } from './demo-images';
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
 * Images are drawn locally and stored through the same storage as uploads.
 */
export async function seedDatabase(dataSource: DataSource, storage: Storage): Promise<string> {
  let hue = 200;
  const image = async (folder: string, title: string, width: number, height: number, subtitle?: string) => {
    hue = (hue + 47) % 360;
    const bytes = await demoImage({ width, height, title, subtitle, hue });
    return storage.put(`${folder}/${randomUUID()}.jpg`, bytes, 'image/jpeg');
  };
  // Items are listed newest first, so each gets a slightly older createdAt than the one before.
  let clock = Date.now();
  const stamp = () => {
    clock -= 60 * 60 * 1000;
    return new Date(clock);
  };
  const save = <E extends ObjectLiteral>(entity: new () => E, values: object) =>
    dataSource.getRepository(entity).save(dataSource.getRepository(entity).create({ createdAt: stamp(), ...values } as never));

  const c = demoContent;
  for (const founder of c.founders) {
    await save(Founder, { ...founder, image: await image('founders', founder.name, 400, 400, founder.role) });
  }
  for (const member of c.team) {
    await save(TeamMember, { ...member, image: await image('team', member.name, 400, 400, member.role) });
  }
  for (const group of c.serviceCategories) {
    await save(ServiceCategory, {
      ...group,
      services: group.services.map((service, position) => ({ ...service, position })),
    });
  }
  for (const project of c.projects) {
    const screenshots = [];
    for (let n = 1; n <= 3; n += 1) screenshots.push(await image('projects', project.title, 1200, 800, `Screen ${n}`));
    await save(Project, { ...project, image: await image('projects', project.title, 1200, 800, project.category), screenshots });
  }
  for (const product of c.products) {
    const screenshots = [];
    for (let n = 1; n <= 3; n += 1) screenshots.push(await image('products', product.name, 1200, 800, `Screenshot ${n}`));
    await save(Product, {
      ...product,
      fullDescription: sanitizeRichText(product.fullDescription),
      bannerImage: await image('products', product.name, 1200, 600, firstWords(product.shortDescription, 48)),
      screenshots,
    });
  }
  for (const post of c.blogPosts) {
    await save(BlogPost, {
      ...post,
      content: sanitizeRichText(post.content),
      coverImage: await image('blog', firstWords(post.title, 28), 1200, 630, post.category ?? undefined),
    });
  }
  for (const partner of c.partners) {
    await save(Partner, { ...partner, logo: await image('partners', partner.name, 400, 200) });
  }
  for (const message of c.contactMessages) {
    await save(ContactMessage, { ...message, submittedAt: stamp() });
  }
  return (
    `Seeded demo content: ${c.founders.length} founders, ${c.team.length} team members, ` +
    `${c.serviceCategories.length} service categories, ${c.projects.length} projects, ${c.products.length} products, ` +
    `${c.blogPosts.length} blog posts (${c.blogPosts.filter((p) => !p.published).length} draft), ` +
    `${c.partners.length} partners, ${c.contactMessages.length} contact messages.`
  );
}

/** Keeps a picture's caption on one line: whole words up to `max` characters, then an ellipsis. */
function firstWords(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max + 1).replace(/\s+\S*$/, '')}…`;
}
