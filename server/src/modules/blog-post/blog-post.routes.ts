import type { Router } from 'express';
import {
  adminOnly,
  booleanValue,
  deleted,
  fileOf,
  formValues,
  pageFrom,
  param,
  publicGet,
  sendRecord,
  toRest,
} from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, MESSAGE, PAGE } from '../../http/route-docs';
import { listFieldsOf } from '@field-rules';
import { BLOG_POST_RECORD } from '@field-rules/records/blog-post';
import type { CreateBlogPostInput, UpdateBlogPostInput } from './blog-post.inputs';

const LIST_FIELDS = listFieldsOf(BLOG_POST_RECORD);

/**
 * Text fields as given; `published` / `featured` as 'true'/'false'; `tags` repeated (or a JSON list).
 * A flag that is neither stays as sent, so the service's rule refuses it (400) rather than it being dropped.
 */
function blogValues(body: unknown): UpdateBlogPostInput {
  const values = formValues(body, LIST_FIELDS);
  for (const flag of ['published', 'featured'] as const) {
    if (values[flag] !== undefined && values[flag] !== null) values[flag] = booleanValue(values[flag]) ?? values[flag];
  }
  return values as UpdateBlogPostInput;
}

/**
 * /api/blog: visitors see published posts only (ours: the original showed drafts to all);
 * an admin's token sees drafts too. Cover file field `coverImage`.
 */
export function registerBlogPostRoutes(router: Router, context: RestContext): void {
  const { services, upload } = context;
  const posts = services.blogPosts;
  const cover = upload({ name: 'coverImage', maxCount: 1 });
  const routes = documented(router, 'Blog');
  const list = {
    summary: 'Published posts, newest first (drafts too for an admin)',
    twin: 'Query.blogPosts',
    query: PAGE,
  } as const;
  publicGet(routes, context, '/blog', list, (req) =>
    posts.list(req.viewer, { includeDrafts: Boolean(req.viewer.admin), page: pageFrom(req) }),
  );
  publicGet(routes, context, '/blog/slug/:slug', { summary: 'One post, by slug', twin: 'Query.blogPostBySlug' }, (req) =>
    posts.getBySlug(req.viewer, param(req, 'slug')),
  );
  publicGet(routes, context, '/blog/:id', { summary: 'One post, by id', twin: 'Query.blogPost' }, (req) =>
    posts.get(req.viewer, param(req, 'id')),
  );
  routes.post(
    '/blog',
    { summary: 'Creates a post', twin: 'Mutation.createBlogPost', status: 201 },
    adminOnly,
    cover,
    async (req, res) => {
      const created = await posts.create(req.viewer, blogValues(req.body) as CreateBlogPostInput, fileOf(req, 'coverImage'));
      res.status(201).json(toRest(created));
    },
  );
  routes.put(
    '/blog/:id',
    { summary: 'Changes the fields sent', twin: 'Mutation.updateBlogPost' },
    adminOnly,
    cover,
    async (req, res) => {
      sendRecord(res, await posts.update(req.viewer, param(req, 'id'), blogValues(req.body), fileOf(req, 'coverImage')));
    },
  );
  routes.delete('/blog/:id', { summary: 'Moves a post to the trash', answer: MESSAGE }, adminOnly, async (req, res) => {
    await posts.delete(req.viewer, param(req, 'id'));
    res.json(deleted(posts.entityName));
  });
}
