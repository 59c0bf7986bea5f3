import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { toast } from '../../shared/toast';
import { Button } from './button';
import { theme } from '../../shared/theme';

export const LOAD_MORE_TEXTS = { idle: 'Load more', loading: 'Loading...' } as const;

interface LoadMoreOptions {
  /** Records on screen now (every page loaded so far). */
  count: number;
  pageSize: number;
  /** Fetches the page starting at `skip` (Apollo's fetchMore) and resolves with how many records it held. */
  fetchPage: (skip: number) => Promise<number>;
  /** The toast when a page fails to load (the error is logged too). */
  failureMessage: string;
  /**
   * Where the cards are: after a page arrives, focus moves to the first new card's link or button. `element`'s
   * children are the cards from the `offset`th on (the ones before are the page's own, ahead of it in the grid).
   */
  cards: { element: RefObject<HTMLElement | null>; offset: number };
}

/**
 * 'Load more' under a public grid: offered while the last page came back full (a shorter page, or
 * a first page shorter than `pageSize`, means the list has no more), one request at a time. A
 * failed page is logged and told in a toast; what is on screen stays.
 */
export function useLoadMore({ count, pageSize, fetchPage, failureMessage, cards }: LoadMoreOptions) {
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (focusFrom === null || count <= focusFrom) return;
    const card = cards.element.current?.children[focusFrom - cards.offset];
    card?.querySelector<HTMLElement>('a[href], button')?.focus();
    setFocusFrom(null);
  }, [count, focusFrom, cards.element, cards.offset]);

  const loadMore = async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const received = await fetchPage(count);
      if (received < pageSize) setExhausted(true);
      if (received > 0) setFocusFrom(count);
    } catch (error) {
      console.error(failureMessage, error);
      toast.error(failureMessage);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  return { hasMore: !exhausted && count >= pageSize, loading, loadMore };
}

/** The button under the cards, a row of the grid's own: 'Load more', then 'Loading...' (with a spinner, busy) while the page loads. */
export function LoadMoreButton({ loading, onClick, label }: { loading: boolean; onClick: () => void; label: string }) {
  return (
    <More>
      {/* A tap before the page's scripts have taken over is remembered and made when they have (index.html). */}
      <Button
        variant="secondary"
        loading={loading}
        aria-label={loading ? undefined : label}
        onClick={onClick}
        data-early="replay"
      >
        {loading ? LOAD_MORE_TEXTS.loading : LOAD_MORE_TEXTS.idle}
      </Button>
    </More>
  );
}

// The grid's gap is above it already; with this margin the button stands as far below the cards as before.
const More = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(4)};
`;
