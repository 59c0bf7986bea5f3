import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Section } from '../../components/ui/layout-primitives';
import { NoIndex } from '../../components/ui/no-index';
import { PageHero } from '../../components/ui/page-hero';
import { SearchForm } from '../../components/ui/search-form';
import { SearchResults } from '../../features/search/components/search-results';
import { readSearchRequest, searchFirstQueries } from '../../features/search/search-request';
import { clip, PageHead } from '../../shared/head';
import { StaticContent } from '../../shared/static-content';
import { theme } from '../../shared/theme';

/**
 * /search?q=…&page=… (issue 31): the form again, filled in, and a page of results, rendered by the server with the
 * results in the HTML. Kept out of search engines' indexes: its pages are made of other pages' words.
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const request = readSearchRequest(searchParams);
  return (
    <>
      <PageHead
        title={request.query ? `Search: ${clip(request.query, 60)}` : 'Search'}
        description="Search our blog posts, products, projects, services and team."
      />
      <NoIndex />
      <StaticContent>
        <PageHero title="Search" subtitle="Blog posts, products, projects, services and the people behind them." />
      </StaticContent>
      <ResultsSection>
        <Narrow>
          {/* A plain GET form: outside the static parts, which hold no controls (shared/static-content.tsx). */}
          <SearchForm label="Search for" formLabel="Search again" defaultValue={request.query} size="large" />
          <SearchResults request={request} />
        </Narrow>
      </ResultsSection>
    </>
  );
}

const ResultsSection = styled(Section)`
  padding-top: ${theme.space(2)};
`;

const Narrow = styled(Container)`
  max-width: 820px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(8)};
`;

/** Its one query, from the address's `q` and `page` (shared/first-queries.ts); none for an empty or refused search. */
SearchPage.firstQueries = (_params: unknown, searchParams: URLSearchParams) => searchFirstQueries(searchParams);
