import type { ApolloCache, Reference } from '@apollo/client';
import { prependToRootList } from '../../../components/admin/cache-updates';
import type { AdminBlogPostFragment } from '../../../gql-admin/graphql';
import { isScheduled } from './admin-blog-post-values';

type Visibility = Pick<AdminBlogPostFragment, 'published'> & { publishAt?: string | null };

/** What visitors see now: published and not scheduled for later (the server's rule, docs/decisions/033). */
const isPublic = (post: Visibility) => post.published && !isScheduled(post);

/**
 * The cache holds two variants of Query.blogPosts (keyArgs includeDrafts): the admin's
 * list, stored as 'blogPosts:{"includeDrafts":true}', and the visitors' list ('blogPosts'),
 * which the server fills with published posts only (drafts are invisible to the public).
 */
const isAdminList = (storeFieldName: string) => storeFieldName.includes('"includeDrafts":true');

/**
 * /blog reads the public list a page at a time ('blogPosts:{"take":9}'). While every page so far
 * came back full the server may hold more, so a post older than all of them belongs to a later
 * page: it is left for 'Load more' to bring, rather than put out of order at the end (which would
 * also shift the next page's offset by one).
 */
function mayContinue(storeFieldName: string, loaded: number): boolean {
  const take = Number(/"take":(\d+)/.exec(storeFieldName)?.[1]);
  return take > 0 && loaded > 0 && loaded % take === 0;
}

/** A new post goes first in the admin list, and in the public list only when it is public now (published, not scheduled). */
export function addCreatedPost(cache: ApolloCache, post: AdminBlogPostFragment): void {
  prependToRootList(cache, 'blogPosts', post, (storeFieldName) => isAdminList(storeFieldName) || isPublic(post));
}

/**
 * After an update the normalized record changes by itself, which is enough while the post
 * stays published (or stays a draft) under the same slug. When `published` flips, the public
 * list is corrected in place, with no refetch: a post made a draft leaves it; a post
 * published goes in at its place in the server's order (newest createdAt first). Evicting
 * the public list would also be right, but then /blog would show skeletons and refetch.
 * A cached public lookup by slug (blogPostBySlug) of the post is dropped when it became a
 * draft or its slug changed, so /blog/{old-slug} asks the server again (and gets 'not found').
 */
export function syncPublicViews(
  cache: ApolloCache,
  before: Pick<AdminBlogPostFragment, 'published' | 'slug'> & { publishAt?: string | null },
  after: AdminBlogPostFragment,
): void {
  // 'Published' here is what visitors see: a post scheduled for later counts as not yet published.
  const nowPublic = isPublic(after);
  const publishedChanged = isPublic(before) !== nowPublic;
  const slugChanged = before.slug !== after.slug;
  if (!publishedChanged && !slugChanged) return;
  const ref = cache.identify(after);
  if (!ref) return;
  cache.modify({
    fields: {
      blogPosts: (existing: readonly Reference[] | undefined, { storeFieldName, readField, toReference }) => {
        if (!existing || !publishedChanged || isAdminList(storeFieldName)) return existing;
        const others = existing.filter((item) => readField('id', item) !== after.id);
        if (!nowPublic) return others;
        const at = others.findIndex((item) => (readField<string>('createdAt', item) ?? '') < after.createdAt);
        if (at === -1 && mayContinue(storeFieldName, others.length)) return others;
        const position = at === -1 ? others.length : at;
        return [...others.slice(0, position), toReference(ref)!, ...others.slice(position)];
      },
      blogPostBySlug: (existing: Reference | undefined, { readField, DELETE }) =>
        existing && readField('id', existing) === after.id && (!nowPublic || slugChanged) ? DELETE : existing,
    },
  });
}
