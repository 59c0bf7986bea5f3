import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { FirstQuery } from '../../shared/first-queries';
import { useEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { Grid, VisuallyHidden } from './layout-primitives';
import { LoadMoreButton, useLoadMore } from './load-more';

type PageVariables = { skip?: number | null; take?: number | null };

interface PagedListOptions<TData, Item> {
  pageSize: number;
  /** The records in a query's answer. */
  select: (data: TData) => readonly Item[];
  /** The toast when a further page fails. */
  failureMessage: string;
  /** Leads the console entry when the first page fails. */
  errorMessage?: string;
}

/** A list on screen: its records, the grid they fill, and 'Load more'. */
export interface PagedList<Item> {
  items: readonly Item[];
  /** Only the first page shows skeletons; while a further page loads, the button says so. */
  firstPageLoading: boolean;
  grid: RefObject<HTMLDivElement | null>;
  more: ReturnType<typeof useLoadMore>;
}

/** The first page's query of a paged list, as usePagedList asks for it (a page's first query, first-queries.ts). */
export function pagedListQuery(document: TypedDocumentNode<unknown, PageVariables>, pageSize: number): FirstQuery {
  return { document, variables: { take: pageSize } };
}

/**
 * A public list fetched a page at a time (`take`/`skip`). A failed first page is only logged and
 * reads as an empty list (SPEC §4); a failed further page keeps the cards and shows a toast.
 */
export function usePagedList<TData, Item>(
  document: TypedDocumentNode<TData, PageVariables>,
  { pageSize, select, failureMessage, errorMessage }: PagedListOptions<TData, Item>,
): PagedList<Item> {
  const { data, loading, error, fetchMore } = useQuery(document, { variables: { take: pageSize } });
  const grid = useRef<HTMLDivElement>(null);
  const items = data ? select(data) : [];
  const more = useLoadMore({
    count: items.length,
    pageSize,
    fetchPage: async (skip) => {
      const page = (await fetchMore({ variables: { skip } })).data;
      return page ? select(page).length : 0;
    },
    failureMessage,
    grid,
  });

  useEffect(() => {
    if (!error) return;
    if (errorMessage) console.error(errorMessage, error);
    else console.error(error);
  }, [error, errorMessage]);

  return { items, firstPageLoading: loading && !data, grid, more };
}

interface PagedCardGridProps {
  list: PagedList<unknown>;
  /** What a screen reader hears while the first page loads, e.g. 'Loading products…'. */
  loadingLabel: string;
  /** The placeholder card, shown `skeletonCount` times (SPEC §4). */
  skeleton: ComponentType;
  skeletonCount: number;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** The 'Load more' button's accessible name, e.g. 'Load more products'. */
  moreLabel: string;
  /** The cards. */
  children: ReactNode;
}

/** A public card grid: placeholders while the first page loads, the empty state, or the cards with 'Load more'. */
export function PagedCardGrid({
  list,
  loadingLabel,
  skeleton: Skeleton,
  skeletonCount,
  empty,
  moreLabel,
  children,
}: PagedCardGridProps) {
  if (list.firstPageLoading) {
    return (
      <Grid $columns={3} aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </Grid>
    );
  }

  if (list.items.length === 0) return empty;

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
