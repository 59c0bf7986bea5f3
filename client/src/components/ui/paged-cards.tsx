import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { graphqlRequest } from '../../shared/graphql-request';
import styled from 'styled-components';
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

/** A list on screen: the records its island renders, where their cards are, and 'Load more'. */
export interface PagedList<Item> {
  items: readonly Item[];
  /** The element whose children are the island's cards (PagedCards), for moving focus to a new page's first. */
  cards: RefObject<HTMLDivElement | null>;
  more: ReturnType<typeof useLoadMore>;
}

/**
 * The records of a public list that its island renders: `firstPage` (the first page, for a list whose cards are
 * interactive and so hydrated; empty for one whose first `offset` cards the page renders as plain HTML), then the
 * further pages 'Load more' fetches (`take`/`skip`, graphqlRequest: an island needs no Apollo Client, docs/decisions/053).
 * A failed page keeps the cards and shows a toast.
 */
export function usePagedItems<TData, Item>(
  { document, pageSize, select }: PagedListSource<TData, Item>,
  { firstPage = [], offset = 0, failureMessage }: { firstPage?: readonly Item[]; offset?: number; failureMessage: string },
): PagedList<Item> {
  const [items, setItems] = useState(firstPage);
  const cards = useRef<HTMLDivElement>(null);
  const more = useLoadMore({
    count: offset + items.length,
    pageSize,
    fetchPage: async (skip) => {
      const page = select(await graphqlRequest(document, { skip, take: pageSize }));
      setItems((shown) => [...shown, ...page]);
      return page.length;
    },
    failureMessage,
    cards: { element: cards, offset },
  });
  return { items, cards, more };
}

/**
 * The island's cards and 'Load more' after them, inside the page's grid (PagedCardGrid): neither wrapper takes
 * part in layout, so the cards are the grid's items like the ones the page rendered, and the button is a row of
 * its own under them.
 */
export function PagedCards({ list, moreLabel, children }: { list: PagedList<unknown>; moreLabel: string; children: ReactNode }) {
  return (
    <>
      <InGrid ref={list.cards}>{children}</InGrid>
      {list.more.hasMore && (
        <LoadMoreButton label={moreLabel} loading={list.more.loading} onClick={() => void list.more.loadMore()} />
      )}
    </>
  );
}

const InGrid = styled.div`
  display: contents;
`;
