import { defineRecord } from '../record';
import { BLOG_TITLE_MAX, NAME_MAX, PUBLISH_AT_MESSAGE } from '../rules';

/**
 * The blog form (SPEC §5). The slug is derived from the title before the rules run, so it is required
 * on both; a too-long slug gets the length message rather than the pattern's. The widths are the columns'.
 */
export const BLOG_POST_RECORD = defineRecord('BlogPost', {
  title: { kind: 'text', label: 'Title', required: true, max: BLOG_TITLE_MAX, half: true },
  slug: {
    kind: 'slug',
    label: 'Slug',
    required: true,
    derivedFrom: 'title',
    unique: true,
    lengthFirst: true,
    half: true,
    description: 'Derived from the title when empty (SPEC §5).',
  },
  author: { kind: 'text', label: 'Author', required: true, max: NAME_MAX, half: true },
  category: { kind: 'text', label: 'Category', max: NAME_MAX, half: true },
  excerpt: { kind: 'longText', label: 'Excerpt', required: true, lines: 3 },
  content: { kind: 'html', label: 'Content', required: true, description: 'HTML; sanitised on the server.' },
  tags: {
    kind: 'list',
    label: 'Tags',
    itemMessage: 'Tags must be text',
    description: 'Trimmed; blank tags are dropped.',
    commaSeparated: true,
    hint: 'Comma-separated',
    placeholder: 'ai, engineering',
  },
  published: { kind: 'boolean', label: 'Published', description: 'Defaults to false: a draft.' },
  featured: { kind: 'boolean', label: 'Featured', description: 'Defaults to false.' },
  publishAt: {
    kind: 'date',
    label: 'Publish at',
    message: PUBLISH_AT_MESSAGE,
    hint: 'Optional, in your time zone. Empty: public as soon as Published is checked. With a time: a published post stays hidden until then.',
    description: 'Scheduled publishing: a published post is public from then on. Null or absent: at once.',
    outputDescription:
      'Scheduled publishing: a published post stays hidden from visitors until then. Null: public once published.',
  },
});
