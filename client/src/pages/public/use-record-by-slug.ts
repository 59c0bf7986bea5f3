import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useEffect } from 'react';
import { useParams, type Params } from 'react-router-dom';
import type { FirstQuery } from '../../shared/first-queries';

/** The query useRecordBySlug asks for on the route with these parameters (a page's first query, first-queries.ts). */
export function recordBySlugQuery(document: TypedDocumentNode<unknown, { slug: string }>, { slug = '' }: Params): FirstQuery {
  return { document, variables: { slug } };
}

/**
 * A detail page's record, fetched by the `:slug` in the address. SPEC §4: a failed fetch (NOT_FOUND
 * included) is logged and reads as missing, so the page shows its not-found view.
 */
export function useRecordBySlug<TData, TRecord>(
  document: TypedDocumentNode<TData, { slug: string }>,
  select: (data: TData) => TRecord | null | undefined,
  /** Names the record in the log, e.g. 'product'. */
  kind: string,
) {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(document, { variables: { slug } });

  useEffect(() => {
    if (error) console.error(`Failed to load ${kind} "${slug}":`, error);
  }, [error, slug, kind]);

  return { loading, record: error || !data ? undefined : select(data) };
}
