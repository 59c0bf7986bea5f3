import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useEffect } from 'react';

/** A public list without arguments (founders, team, partners). SPEC §4: a failed fetch is only logged and reads as empty. */
export function usePublicList<TData, Item>(
  document: TypedDocumentNode<TData, { [key: string]: never }>,
  select: (data: TData) => readonly Item[],
) {
  const { data, loading, error } = useQuery(document);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  return { items: error || !data ? [] : select(data), loading };
}
