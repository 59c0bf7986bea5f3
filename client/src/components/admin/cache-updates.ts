import type { ApolloCache, Reference } from '@apollo/client';

/**
 * Cache updates after admin mutations, so grids and public pages change without a refetch.
 * New records go first in the root list (as the server lists them: newest first, and first in a manual order too); deleted ones are evicted,
 * which also drops them from every list that referenced them.
 */
export function prependToRootList(
  cache: ApolloCache,
  fieldName: string,
  record: { __typename?: string; id: string },
  /** Which cached variants of the field get it, by store name (e.g. 'blogPosts:{"includeDrafts":true}'). */
  include: (storeFieldName: string) => boolean = () => true,
): void {
  const ref = cache.identify(record);
  if (!ref) return;
  cache.modify({
    fields: {
      [fieldName]: (existing: readonly Reference[] | undefined, { toReference, readField, storeFieldName }) => {
        if (!existing || !include(storeFieldName)) return existing;
        if (existing.some((item) => readField('id', item) === record.id)) return existing;
        return [toReference(ref)!, ...existing];
      },
    },
  });
}

export function evictRecord(cache: ApolloCache, typename: string, id: string): void {
  const ref = cache.identify({ __typename: typename, id });
  if (!ref) return;
  cache.evict({ id: ref });
  cache.gc();
}

/**
 * After a manual reorder (docs/decisions/035-manual-order.md): in every cached variant of the root
 * list that holds all of `ids`, those records take the places they hold between them in the new
 * order (what the server does). A variant missing some (a public page of 9 projects) is dropped,
 * so it is fetched again, in the new order, when next shown.
 */
export function reorderRootList(cache: ApolloCache, fieldName: string, ids: readonly string[]): void {
  const moving = new Set(ids);
  cache.modify({
    fields: {
      [fieldName]: (existing: readonly Reference[] | undefined, { readField, DELETE }) => {
        if (!existing) return existing;
        const slots = existing.flatMap((item, slot) => (moving.has(readField<string>('id', item) ?? '') ? [slot] : []));
        if (slots.length !== moving.size) return DELETE;
        const byId = new Map(existing.map((item) => [readField<string>('id', item), item]));
        const next = [...existing];
        slots.forEach((slot, index) => {
          next[slot] = byId.get(ids[index])!;
        });
        return next;
      },
    },
  });
}

/**
 * Drops the root lists (every cached variant) of a record type: screens showing them ask again. For a record that comes
 * back from the trash, which the lists lost when it was deleted.
 */
export function dropRootLists(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
