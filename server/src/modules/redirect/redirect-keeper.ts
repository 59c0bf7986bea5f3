import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { ChangeStream } from '../../shared/changes/change-stream';
import type { ChangeListener, RecordChange } from '../../shared/changes/record-change';
import { Redirect } from './redirect.entity';

/** The records with a page of their own at a slug: where the page is, and whether visitors could see it. */
const SLUG_PAGES: Record<string, { prefix: string; public: (values: ObjectLiteral) => boolean }> = {
  BlogPost: {
    prefix: '/blog/',
    // A draft or a scheduled post had no public address to keep.
    public: (post) => post.published === true && (!post.publishAt || new Date(post.publishAt as string) <= new Date()),
  },
  Product: { prefix: '/products/', public: () => true },
};

/**
 * Keeps the site's redirects in step with its pages, from the change events (docs/decisions/050 and 060), inside the
 * write's own transaction: a public post or product whose slug changes leaves a redirect from its old address; an
 * address a record takes (a new one, or a renamed one) stops redirecting; a deleted record's automatic redirects go
 * with it. Any write path of either door that changes a slug is followed, with no code of its own.
 */
export class RedirectKeeper implements ChangeListener {
  static install(dataSource: DataSource): void {
    ChangeStream.of(dataSource).subscribeOnce(RedirectKeeper);
  }

  async committing(changes: RecordChange[], manager: EntityManager): Promise<void> {
    for (const change of changes) {
      const page = SLUG_PAGES[change.type];
      // Writes made in a request, by either door (as the activity log): start-up, seed and bulk writes are not edits.
      // A record in the trash keeps its redirects, to be found again if it comes back (deleted for good, they go).
      if (!page || !change.context || change.kind === 'trash') continue;
      const before = typeof change.before.slug === 'string' ? page.prefix + change.before.slug : null;
      const after = typeof change.after.slug === 'string' ? page.prefix + change.after.slug : null;
      if (change.kind === 'delete') {
        if (before) await manager.delete(Redirect, { toPath: before, automatic: true });
        continue;
      }
      if (!after || (change.kind === 'update' && !change.fields.includes('slug'))) continue;
      // The record's address is a page now: it no longer redirects anywhere.
      await manager.delete(Redirect, { fromPath: after });
      if (change.kind === 'update' && before && before !== after && page.public(change.before))
        await leadTo(manager, before, after, true);
    }
  }
}

/**
 * Makes `from` lead to `to` (a final address), keeping every redirect one hop: those that led to `from` lead to
 * `to` now, and one that would now lead to itself goes. Returns the redirect from `from`.
 */
export async function leadTo(manager: EntityManager, from: string, to: string, automatic: boolean): Promise<Redirect> {
  const earlier = await manager.findBy(Redirect, { toPath: from });
  for (const redirect of earlier) {
    if (redirect.fromPath === to) await manager.remove(redirect);
    else await manager.save(Object.assign(redirect, { toPath: to }));
  }
  const existing = await manager.findOneBy(Redirect, { fromPath: from });
  return manager.save(
    existing
      ? Object.assign(existing, { toPath: to, automatic })
      : manager.create(Redirect, { fromPath: from, toPath: to, automatic }),
  );
}
