import type { DataSource } from 'typeorm';
import { BlogPost } from './blog-post.entity';

let sequence = 0;

/** A valid, published blog post's fields; override what a test cares about (e.g. `published: false` for a draft). */
export function buildBlogPost(overrides: Partial<BlogPost> = {}): Partial<BlogPost> {
  sequence += 1;
  return {
    slug: `blog-post-${sequence}`,
    title: `Blog post ${sequence}`,
    excerpt: 'What we learned shipping AI features to production.',
    content: '<p>Start small, measure everything, and keep a human in the loop.</p>',
    coverImage: null,
    author: 'Ayesha Khan',
    category: 'Engineering',
    tags: ['ai', 'engineering'],
    published: true,
    featured: false,
    ...overrides,
  };
}

export function insertBlogPost(dataSource: DataSource, overrides: Partial<BlogPost> = {}): Promise<BlogPost> {
  const repo = dataSource.getRepository(BlogPost);
  return repo.save(repo.create(buildBlogPost(overrides)));
}
