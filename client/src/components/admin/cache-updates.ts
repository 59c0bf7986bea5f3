import type { ApolloCache, Reference } from '@apollo/client';

/**
 * Cache updates after admin mutations, so grids and public pages change without a refetch.
 * New records go first in the root list (lists are newest first); deleted ones are evicted,
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
