import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { FirstQuery } from '../../shared/first-queries';
import { graphqlRequest } from '../../shared/graphql-request';
import { useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { Grid, VisuallyHidden } from './layout-primitives';
import { LoadMoreButton, useLoadMore } from './load-more';

type PageVariables = { skip?: number | null; take?: number | null };

interface ListOptions<TData, Item> {
  pageSize: number;
  /** The records in a query's answer. */
  select: (data: TData) => readonly Item[];
}

/** The first page of a public list, as the page renders it. */
export interface FirstPage<Item> {
  items: readonly Item[];
  /** Only the first page shows skeletons (a page rendered in the browser; the server's render has its data). */
  loading: boolean;
}

/** A list on screen: its records, the grid they fill, and 'Load more'. */
export interface PagedList<Item> {
  items: readonly Item[];
  grid: RefObject<HTMLDivElement | null>;
  more: ReturnType<typeof useLoadMore>;
}

/** The first page's query of a paged list, as useFirstPage asks for it (a page's first query, first-queries.ts). */
export function pagedListQuery(document: TypedDocumentNode<unknown, PageVariables>, pageSize: number): FirstQuery {
  return { document, variables: { take: pageSize } };
}

/**
 * A public list's first page, through the page's Apollo query (rendered by the server, which hands the cards it
 * holds to the list's island). A failed first page is only logged and reads as an empty list (SPEC §4).
 */
export function useFirstPage<TData, Item>(
  document: TypedDocumentNode<TData, PageVariables>,
  { pageSize, select, errorMessage }: ListOptions<TData, Item> & { errorMessage?: string },
): FirstPage<Item> {
  const { data, loading, error } = useQuery(document, { variables: { take: pageSize } });

  useEffect(() => {
    if (!error) return;
    if (errorMessage) console.error(errorMessage, error);
    else console.error(error);
  }, [error, errorMessage]);

  return { items: data ? select(data) : [], loading: loading && !data };
}

/**
 * The cards of a public list from its first page on, with the further pages 'Load more' fetches (`take`/`skip`,
 * graphqlRequest: an island needs no Apollo Client, docs/decisions/053). A failed page keeps the cards and shows
 * a toast.
 */
export function usePagedItems<TData, Item>(
  document: TypedDocumentNode<TData, PageVariables>,
  {
    firstPage,
    pageSize,
    select,
    failureMessage,
  }: ListOptions<TData, Item> & { firstPage: readonly Item[]; failureMessage: string },
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

interface PagedCardGridProps {
  first: FirstPage<unknown>;
  /** What a screen reader hears while the first page loads, e.g. 'Loading products…'. */
  loadingLabel: string;
  /** The placeholder card, shown `skeletonCount` times (SPEC §4). */
  skeleton: ComponentType;
  skeletonCount: number;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** The cards with 'Load more' (PagedCards, in the list's island). */
  children: ReactNode;
}

/** A public card grid: placeholders while the first page loads, the empty state, or the cards. */
export function PagedCardGrid({ first, loadingLabel, skeleton: Skeleton, skeletonCount, empty, children }: PagedCardGridProps) {
  if (first.loading) {
    return (
      <Grid $columns={3} aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </Grid>
    );
  }
  if (first.items.length === 0) return empty;
  return children;
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
