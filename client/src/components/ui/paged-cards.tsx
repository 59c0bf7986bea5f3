import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { graphqlRequest } from '../../shared/graphql-request';
import { Grid } from './layout-primitives';
import { LoadMoreButton, useLoadMore } from './load-more';

/*
 * The browser's half of a public list (the page's half, its first page and states, is paged-card-grid.tsx): an
 * island's, so nothing here may bring in Apollo Client or the router (docs/decisions/053).
 */

export type PageVariables = { skip?: number | null; take?: number | null };

/**
 * A public list, described once for both halves (the page's first page, paged-card-grid.tsx, and the island's
 * further pages here): its query, its page size and where its records are in an answer.
 */
export interface PagedListSource<TData, Item> {
  document: TypedDocumentNode<TData, PageVariables>;
  pageSize: number;
  /** The records in a query's answer. */
  select: (data: TData) => readonly Item[];
}

/** A list on screen: its records, the grid they fill, and 'Load more'. */
export interface PagedList<Item> {
  items: readonly Item[];
  grid: RefObject<HTMLDivElement | null>;
  more: ReturnType<typeof useLoadMore>;
}

/**
 * The cards of a public list from its first page on, with the further pages 'Load more' fetches (`take`/`skip`,
 * graphqlRequest: an island needs no Apollo Client, docs/decisions/053). A failed page keeps the cards and shows
 * a toast.
 */
export function usePagedItems<TData, Item>(
  { document, pageSize, select }: PagedListSource<TData, Item>,
  { firstPage, failureMessage }: { firstPage: readonly Item[]; failureMessage: string },
): PagedList<Item> {
  const [items, setItems] = useState(firstPage);
  const grid = useRef<HTMLDivElement>(null);
  const more = useLoadMore({
    count: items.length,
    pageSize,
    fetchPage: async (skip) => {
      const page = select(await graphqlRequest(document, { skip, take: pageSize }));
      setItems((shown) => [...shown, ...page]);
      return page.length;
    },
    failureMessage,
    grid,
  });
  return { items, grid, more };
}

/** The cards in their grid, and 'Load more' under it while there may be more. */
export function PagedCards({ list, moreLabel, children }: { list: PagedList<unknown>; moreLabel: string; children: ReactNode }) {
  return (
    <>
      <Grid $columns={3} ref={list.grid}>
        {children}
      </Grid>
      {list.more.hasMore && (
        <LoadMoreButton label={moreLabel} loading={list.more.loading} onClick={() => void list.more.loadMore()} />
      )}
    </>
  );
}
