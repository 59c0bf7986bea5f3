import { BlogPost } from './blog-post.entity';
import { recordFactory } from '../../test/record-factory';

const blogPosts = recordFactory(BlogPost, (n) => ({
  slug: `blog-post-${n}`,
  title: `Blog post ${n}`,
  excerpt: 'What we learned shipping AI features to production.',
  content: '<p>Start small, measure everything, and keep a human in the loop.</p>',
  coverImage: null,
  author: 'Ayesha Khan',
  category: 'Engineering',
  tags: ['ai', 'engineering'],
  published: true,
  featured: false,
}));

/** A valid, published blog post's fields; override what a test cares about (e.g. `published: false` for a draft). */
export const buildBlogPost = blogPosts.build;
export const insertBlogPost = blogPosts.insert;
