import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, searchWords } from '@field-rules';
import { SearchPageDocument, type SearchPageQueryVariables } from '../../gql/graphql';
import type { FirstQuery } from '../../shared/first-queries';

/** What /search?q=…&page=… asks for. */
export interface SearchRequest {
  /** The words as the server reads them (`searchWords`). */
  query: string;
  /** 1 for the first page. */
  page: number;
  /** Longer than the server takes (SEARCH_QUERY_MAX): not sent, the page says why. */
  tooLong: boolean;
}

/** A page number from the address; anything else (missing, 0, 'abc', one past any offset the server takes) is page 1. */
function pageNumber(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger((page - 1) * SEARCH_PAGE_SIZE) ? page : 1;
}

export function readSearchRequest(searchParams: URLSearchParams): SearchRequest {
  const query = searchWords(searchParams.get('q') ?? '');
  return { query, page: pageNumber(searchParams.get('page')), tooLong: query.length > SEARCH_QUERY_MAX };
}

/** The variables of the request's page of results; null when there is nothing to send (no words, or too many). */
export function searchVariables({ query, page, tooLong }: SearchRequest): SearchPageQueryVariables | null {
  if (!query || tooLong) return null;
  return { query, skip: (page - 1) * SEARCH_PAGE_SIZE, take: SEARCH_PAGE_SIZE };
}

/** The page's one query as its first render asks it (shared/first-queries.ts), or none. */
export function searchFirstQueries(searchParams: URLSearchParams): FirstQuery[] {
  const variables = searchVariables(readSearchRequest(searchParams));
  return variables ? [{ document: SearchPageDocument, variables }] : [];
}

/** The address of a page of results; page 1 has no number, so it is the address the search form sends. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
