import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MESSAGE } from '@field-rules';
import { useEffect } from 'react';
import { FiAlertCircle, FiArrowLeft, FiArrowRight, FiSearch } from 'react-icons/fi';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import { unstyledList } from '../../../components/ui/css-helpers';
import { EmptyState } from '../../../components/ui/empty-state';
import { VisuallyHidden } from '../../../components/ui/layout-primitives';
import { Skeleton, SkeletonStack } from '../../../components/ui/skeleton';
import { SearchPageDocument, type SearchPageQueryVariables } from '../../../gql/graphql';
import { useHttpStatus } from '../../../shared/server-render-context';
import { theme } from '../../../shared/theme';
import { searchHref, searchVariables, type SearchRequest } from '../search-request';
import { SearchHitCard } from './search-hit-card';

/** Placeholders while a page of results loads (a page the browser renders itself; the server's has its results). */
export const SEARCH_SKELETON_COUNT = 3;

/**
 * The results part of /search: a prompt when nothing was asked, the refusal of a search too long to run, or the
 * request's page of hits with their count and links to the pages around it. The links are plain addresses
 * (`?q=…&page=…`), so paging works without scripts, like the form.
 */
export function SearchResults({ request }: { request: SearchRequest }) {
  const variables = searchVariables(request);
  if (request.tooLong) return <RefusedSearch message={SEARCH_QUERY_MESSAGE} />;
  if (!variables) {
    return (
      <EmptyState
        icon={<FiSearch />}
        title="What are you looking for?"
        message="Type a word or two above: we search our blog posts, products, projects, services and team."
      />
    );
  }
  return <SearchHits request={request} variables={variables} />;
}

function SearchHits({ request, variables }: { request: SearchRequest; variables: SearchPageQueryVariables }) {
  const { data, loading, error } = useQuery(SearchPageDocument, { variables });
  const refusal = CombinedGraphQLErrors.is(error)
    ? error.errors.find((problem) => problem.extensions?.code === 'BAD_USER_INPUT')
    : undefined;

  useEffect(() => {
    if (error && !refusal) console.error('Search failed:', error);
  }, [error, refusal]);

  if (loading && !data) return <SearchResultsSkeleton />;
  if (refusal) return <RefusedSearch message={refusal.message} />;
  if (error || !data) {
    return (
      <EmptyState icon={<FiAlertCircle />} title="Search is unavailable right now" message="Please try again in a moment." />
    );
  }

  const { query, page } = request;
  const { total, hits } = data.search;
  if (hits.length === 0 && page > 1) {
    // Past the last page the server counts nothing (it counts the rows it finds): back to where the results start.
    return (
      <EmptyState
        icon={<FiSearch />}
        title="No more results"
        message={`There is no page ${page} of results for “${query}”.`}
        action={
          <ButtonLink to={searchHref(query)} variant="secondary">
            Back to the first page
          </ButtonLink>
        }
      />
    );
  }
  if (hits.length === 0) {
    return (
      <EmptyState
        icon={<FiSearch />}
        title={`No results for “${query}”`}
        message="Try other or fewer words, or check the spelling."
      />
    );
  }

  const lastPage = Math.max(page, Math.ceil(total / SEARCH_PAGE_SIZE));
  return (
    <Results>
      {/* One text node: the server's HTML reads as the sentence, with no markers between its parts. */}
      <Summary>{`${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'} for “${query}”`}</Summary>
      <HitList>
        {hits.map((hit) => (
          <li key={`${hit.type}:${hit.id}`}>
            <SearchHitCard hit={hit} />
          </li>
        ))}
      </HitList>
      {lastPage > 1 && (
        <Pager aria-label="Result pages">
          {page > 1 ? (
            <ButtonLink to={searchHref(query, page - 1)} variant="secondary" rel="prev" icon={<FiArrowLeft aria-hidden />}>
              Previous
            </ButtonLink>
          ) : (
            <span />
          )}
          <PageOf>{`Page ${page} of ${lastPage}`}</PageOf>
          {page < lastPage ? (
            <ButtonLink to={searchHref(query, page + 1)} variant="secondary" rel="next">
              Next
              <FiArrowRight aria-hidden />
            </ButtonLink>
          ) : (
            <span />
          )}
        </Pager>
      )}
    </Results>
  );
}

/** A search the server does not run (SEARCH_QUERY_MESSAGE for one too long): answered 400 by the server, as /api/search. */
function RefusedSearch({ message }: { message: string }) {
  useHttpStatus(400);
  return <EmptyState icon={<FiAlertCircle />} title="Please change your search" message={message} />;
}

function SearchResultsSkeleton() {
  return (
    <Results aria-busy="true">
      <VisuallyHidden role="status">Searching…</VisuallyHidden>
      <Skeleton $width="12rem" />
      {Array.from({ length: SEARCH_SKELETON_COUNT }, (_, index) => (
        <HitSkeleton key={index} data-testid="search-hit-skeleton" aria-hidden>
          <Skeleton $width="5rem" $height="1.5rem" $radius={theme.radius.pill} />
          <Skeleton $width="60%" $height="1.5rem" />
          <Skeleton />
          <Skeleton $width="80%" />
        </HitSkeleton>
      ))}
    </Results>
  );
}

const Results = styled.div`
  display: grid;
  gap: ${theme.space(6)};
`;

const Summary = styled.p`
  color: ${theme.colors.muted};
  font-weight: 500;
`;

const HitList = styled.ol`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(4)};
`;

const HitSkeleton = styled(SkeletonStack)`
  padding: ${theme.space(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
`;

/** Previous on the left, next on the right, where the page is in the middle. */
const Pager = styled.nav`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${theme.space(3)};
  > :first-child {
    justify-self: start;
  }
  > :last-child {
    justify-self: end;
  }
`;

const PageOf = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.9375rem;
`;
