import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { plainText } from '../../shared/plain-text';
import { BlogPost } from '../blog-post/blog-post.entity';
import { Product } from '../product/product.entity';
import { Project } from '../project/project.entity';
import { ServiceCategory } from '../service-category/service-category.entity';
import { TeamMember } from '../team-member/team-member.entity';

/** What a search finds, as both doors name it. */
export const SEARCH_HIT_TYPES = ['POST', 'PRODUCT', 'PROJECT', 'SERVICE', 'TEAM_MEMBER'] as const;
export type SearchHitType = (typeof SEARCH_HIT_TYPES)[number];

/** One row of the search index: a thing a visitor can find, and the page that shows it. */
export interface SearchDocument {
  hitType: SearchHitType;
  recordId: string;
  /** Ranked highest (weight A), and matched loosely too (typos). */
  title: string;
  /** Ranked second (weight B): the short description a card shows. */
  summary: string;
  /** Matched, not ranked: the long text, lists and labels. */
  body: string;
  path: string;
  /** Whether visitors may find it at all (a draft may not). */
  listed: boolean;
  /** Found from this moment on (a scheduled post); null: at once. */
  publicFrom: Date | null;
}

/**
 * A content record type the search covers: which of its fields the index is made of (an update of none of them
 * leaves the index alone), the documents one record gives, and the parts saved with it whose fields count too.
 */
export interface SearchSource<E extends ObjectLiteral = ObjectLiteral> {
  entity: EntityTarget<E>;
  fields: readonly string[];
  documents(record: E): SearchDocument[];
  parts?: { type: string; fields: readonly string[] };
}

const words = (...values: (string | null | undefined | string[])[]) =>
  values
    .flat()
    .filter((value): value is string => Boolean(value))
    .join(' ');

const post: SearchSource<BlogPost> = {
  entity: BlogPost,
  fields: ['slug', 'title', 'excerpt', 'content', 'category', 'tags', 'published', 'publishAt'],
  documents: (record) => [
    {
      hitType: 'POST',
      recordId: record.id,
      title: record.title,
      summary: record.excerpt,
      body: words(plainText(record.content), record.category, record.tags),
      path: `/blog/${record.slug}`,
      // Drafts are never found; a scheduled post from its moment on (docs/decisions/033).
      listed: record.published,
      publicFrom: record.publishAt,
    },
  ],
};

const product: SearchSource<Product> = {
  entity: Product,
  fields: ['slug', 'name', 'shortDescription', 'fullDescription', 'features'],
  documents: (record) => [
    {
      hitType: 'PRODUCT',
      recordId: record.id,
      title: record.name,
      summary: record.shortDescription,
      body: words(plainText(record.fullDescription), record.features),
      path: `/products/${record.slug}`,
      listed: true,
      publicFrom: null,
    },
  ],
};

const project: SearchSource<Project> = {
  entity: Project,
  fields: ['title', 'description', 'tags', 'category', 'features', 'technologies'],
  documents: (record) => [
    {
      hitType: 'PROJECT',
      recordId: record.id,
      title: record.title,
      summary: record.description,
      body: words(record.category, record.tags, record.features, record.technologies),
      path: '/work',
      listed: true,
      publicFrom: null,
    },
  ],
};

/** Each service of a category is found on its own, at its category's heading of the services page. */
const services: SearchSource<ServiceCategory> = {
  entity: ServiceCategory,
  fields: ['category'],
  parts: { type: 'ServiceOffering', fields: ['title', 'description', 'features', 'categoryId'] },
  documents: (record) =>
    (record.services ?? []).map((service) => ({
      hitType: 'SERVICE',
      recordId: service.id,
      title: service.title,
      summary: service.description,
      body: words(record.category, service.features),
      path: `/services#service-category-${record.id}`,
      listed: true,
      publicFrom: null,
    })),
};

const teamMember: SearchSource<TeamMember> = {
  entity: TeamMember,
  fields: ['name', 'role', 'bio'],
  documents: (record) => [
    {
      hitType: 'TEAM_MEMBER',
      recordId: record.id,
      title: record.name,
      summary: record.role,
      body: record.bio,
      path: '/about#team',
      listed: true,
      publicFrom: null,
    },
  ],
};

/** Every record type the search covers, by entity name (the change events' record type). */
export const SEARCH_SOURCES: Record<string, SearchSource> = {
  BlogPost: post as SearchSource,
  Product: product as SearchSource,
  Project: project as SearchSource,
  ServiceCategory: services as SearchSource,
  TeamMember: teamMember as SearchSource,
};
