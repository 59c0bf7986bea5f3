import type { MockLink } from '@apollo/client/testing';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_QUERY_MESSAGE } from '@field-rules';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SearchPageDocument, type SearchHitType, type SearchPageQuery } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SearchPage } from './search-page';

type Hit = SearchPageQuery['search']['hits'][number];

const hit = (
  type: SearchHitType,
  title: string,
  path: string,
  snippet: [string, boolean][],
): Hit & { __typename: 'SearchHit' } => ({
  __typename: 'SearchHit',
  type,
  id: `${type}-${title}`,
  title,
  path,
  snippet: snippet.map(([text, highlighted]) => ({ __typename: 'SearchSnippetPart', text, highlighted })),
});

const HITS = [
  hit('PRODUCT', 'InsightFlow Analytics', '/products/insightflow-analytics', [
    ['Dashboards and ', false],
    ['analytics', true],
    [' for <b>growing</b> teams', false],
  ]),
  hit('POST', 'From Spreadsheets to Dashboards', '/blog/spreadsheets-to-dashboards', [
    ['Self-serve ', false],
    ['analytics', true],
  ]),
  hit('PROJECT', 'Retail Demand Forecasting', '/work', []),
  hit('SERVICE', 'Data Engineering', '/services#service-category-c1', [
    ['Pipelines for ', false],
    ['analytics', true],
  ]),
  hit('TEAM_MEMBER', 'Hamza Tariq', '/about#team', [
    ['Builds ', false],
    ['analytics', true],
    [' backends', false],
  ]),
];

/** The page's query as it asks it: page `page` of SEARCH_PAGE_SIZE. */
function answer(
  query: string,
  total: number,
  hits: Hit[],
  page = 1,
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: { query: SearchPageDocument, variables: { query, skip: (page - 1) * SEARCH_PAGE_SIZE, take: SEARCH_PAGE_SIZE } },
    result: { data: { search: { __typename: 'SearchResults', query, total, hits } } },
    ...extra,
  };
}

const renderAt = (address: string, mocks: MockLink.MockedResponse[] = []) =>
  renderWithProviders(<SearchPage />, { route: address, mocks });

describe('SearchPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows placeholders, then the count and each hit with its kind, its link and its matched words marked as text', async () => {
    renderAt('/search?q=analytics', [answer('analytics', 5, HITS, 1, { delay: 20 })]);

    expect(screen.getAllByTestId('search-hit-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');

    expect(await screen.findByText('5 results for “analytics”')).toBeInTheDocument();
    expect(screen.queryByTestId('search-hit-skeleton')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) => [
        item.querySelector('span')?.textContent,
        within(item).getByRole('link').textContent,
        within(item).getByRole('link').getAttribute('href'),
      ]),
    ).toEqual([
      ['Product', 'InsightFlow Analytics', '/products/insightflow-analytics'],
      ['Blog post', 'From Spreadsheets to Dashboards', '/blog/spreadsheets-to-dashboards'],
      ['Project', 'Retail Demand Forecasting', '/work'],
      ['Service', 'Data Engineering', '/services#service-category-c1'],
      ['Team', 'Hamza Tariq', '/about#team'],
    ]);
    expect(within(items[0]).getByRole('heading', { level: 2 })).toHaveTextContent('InsightFlow Analytics');

    const snippet = items[0].querySelector('p')!;
    expect(snippet.textContent).toBe('Dashboards and analytics for <b>growing</b> teams');
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['analytics']);
    // The record's words are text: what looks like markup in them is not made into elements.
    expect(snippet.querySelector('b')).toBeNull();
    expect(items[2].querySelector('p')).toBeNull();
    expect(document.querySelectorAll('mark')).toHaveLength(4);
  });

  it('fills the form in with the search, a GET form to /search', async () => {
    renderAt('/search?q=%20%20data%20%20%20pipelines%20', [answer('data pipelines', 1, [HITS[3]])]);
    const form = screen.getByRole('search', { name: 'Search again' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(within(form).getByRole('searchbox', { name: 'Search for' })).toHaveValue('data pipelines');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // One result: singular.
    expect(await screen.findByText('1 result for “data pipelines”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  });

  it('links to the previous and next pages by address, and asks for the page the address names', async () => {
    const secondPage = Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) =>
      hit('POST', `Post ${index + 11}`, `/blog/post-${index + 11}`, [['analytics', true]]),
    );
    renderAt('/search?q=analytics&page=2', [answer('analytics', 25, secondPage, 2)]);

    expect(await screen.findByText('25 results for “analytics”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post 11' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=analytics');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=analytics&page=3');
  });

  it('shows no page links when the results fit on one page, and only Previous on the last', async () => {
    const { unmount } = renderAt('/search?q=analytics', [answer('analytics', 5, HITS)]);
    await screen.findByText('5 results for “analytics”');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
    unmount();

    renderAt('/search?q=two%20words&page=3', [answer('two words', 21, [HITS[0]], 3)]);
    const pager = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=two+words&page=2');
    expect(within(pager).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says when nothing matched', async () => {
    renderAt('/search?q=zzyzx', [answer('zzyzx', 0, [])]);
    expect(await screen.findByRole('heading', { name: 'No results for “zzyzx”' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers the first page when the address names a page past the last', async () => {
    renderAt('/search?q=analytics&page=9', [answer('analytics', 0, [], 9)]);
    expect(await screen.findByRole('heading', { name: 'No more results' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute('href', '/search?q=analytics');
  });

  it.each([['/search'], ['/search?q='], ['/search?q=%20%20%20']])(
    'asks to type something at %s, and asks the server nothing',
    (address) => {
      // No mocks: a request would fail and show the error state instead.
      renderAt(address);
      expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
      expect(screen.queryByTestId('search-hit-skeleton')).not.toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('');
    },
  );

  it('refuses a search over the limit with the rule’s message, without asking the server', () => {
    renderAt(`/search?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`);
    expect(screen.getByRole('heading', { name: 'Please change your search' })).toBeInTheDocument();
    expect(screen.getByText(SEARCH_QUERY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByTestId('search-hit-skeleton')).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses the search", async () => {
    renderAt('/search?q=analytics', [
      {
        request: { query: SearchPageDocument, variables: { query: 'analytics', skip: 0, take: SEARCH_PAGE_SIZE } },
        result: { errors: [new GraphQLError(SEARCH_QUERY_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    expect(await screen.findByText(SEARCH_QUERY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please change your search' })).toBeInTheDocument();
  });

  it('logs a failed search and says the search is unavailable', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/search?q=analytics', [
      {
        request: { query: SearchPageDocument, variables: { query: 'analytics', skip: 0, take: SEARCH_PAGE_SIZE } },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Search is unavailable right now' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Search failed:', expect.objectContaining({ message: 'Network down' }));
  });
});

describe('SearchPage.firstQueries', () => {
  it('names the page of results the address asks for, and nothing for an empty or refused search', () => {
    const named = (search: string) => SearchPage.firstQueries({}, new URLSearchParams(search));
    expect(named('q=analytics&page=3')).toEqual([
      { document: SearchPageDocument, variables: { query: 'analytics', skip: 2 * SEARCH_PAGE_SIZE, take: SEARCH_PAGE_SIZE } },
    ]);
    // Not a page number: the first page.
    expect(named('q=analytics&page=-1')[0].variables).toEqual({ query: 'analytics', skip: 0, take: SEARCH_PAGE_SIZE });
    expect(named('q=analytics&page=99999999999999999999')[0].variables).toEqual({
      query: 'analytics',
      skip: 0,
      take: SEARCH_PAGE_SIZE,
    });
    expect(named('')).toEqual([]);
    expect(named('q=%20')).toEqual([]);
    expect(named(`q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`)).toEqual([]);
  });
});
