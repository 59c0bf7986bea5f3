import type { FieldPolicy } from '@apollo/client';

/**
 * A list read a page at a time by `skip`/`take` (the public grids' 'Load more'). The cache keeps
 * one list per filter (`keyArgs`; `take` is one of them, so lists paged differently, or not paged
 * at all like the admin's, stay apart) and ignores `skip` when keying: a page fetched at `skip`
 * replaces whatever was cached from that offset on. So 'Load more' appends, while the first page
 * fetched again (skip 0, or no skip: the admin's unpaged list) replaces the list, as `merge: false` did.
 * Reading returns the whole list, every page loaded so far.
 */
export function offsetPages(keyArgs: string[]): FieldPolicy<unknown[]> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const skip = typeof args?.skip === 'number' ? args.skip : 0;
      if (!existing || skip <= 0) return incoming;
      return [...existing.slice(0, skip), ...incoming];
    },
  };
}
