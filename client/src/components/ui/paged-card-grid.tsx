import { useQuery } from '@apollo/client/react';
import type { FirstQuery } from '../../shared/first-queries';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Grid, VisuallyHidden } from './layout-primitives';
import type { PagedListSource } from './paged-cards';

/*
 * The page's half of a public list (rendered by the server, or by the browser for a page it renders itself): the
 * first page through the page's Apollo query, the placeholders, the empty state and the grid. 'Load more' and the
 * cards it brings are paged-cards.tsx, in the list's island; so are the first page's cards when they are interactive.
 */

/** The first page of a public list, as the page renders it. */
export interface FirstPage<Item> {
  items: readonly Item[];
  /** Only the first page shows skeletons (a page rendered in the browser; the server's render has its data). */
  loading: boolean;
}

/** The first page's query of a paged list, as useFirstPage asks for it (a page's first query, first-queries.ts). */
export function pagedListQuery({
  document,
  pageSize,
}: Pick<PagedListSource<unknown, unknown>, 'document' | 'pageSize'>): FirstQuery {
  return { document, variables: { take: pageSize } };
}

/**
 * A public list's first page, through the page's Apollo query (rendered by the server, which hands the cards it
 * holds to the list's island). A failed first page is only logged and reads as an empty list (SPEC §4).
 */
export function useFirstPage<TData, Item>(
  { document, pageSize, select }: PagedListSource<TData, Item>,
  { errorMessage }: { errorMessage?: string } = {},
): FirstPage<Item> {
  const { data, loading, error } = useQuery(document, { variables: { take: pageSize } });

  useEffect(() => {
    if (!error) return;
    if (errorMessage) console.error(errorMessage, error);
    else console.error(error);
  }, [error, errorMessage]);

  return { items: data ? select(data) : [], loading: loading && !data };
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
  /**
   * The grid's items: the first page's cards the page renders as plain HTML (a list whose cards are only links), then
   * the list's island with the rest and 'Load more' (PagedCards, paged-cards.tsx).
   */
  children: ReactNode;
}

/** A public card grid: placeholders while the first page loads, the empty state, or the cards in their grid. */
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
  return <Grid $columns={3}>{children}</Grid>;
}
