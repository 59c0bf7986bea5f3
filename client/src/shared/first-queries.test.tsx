import { ApolloClient, ApolloLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { NEVER, of } from 'rxjs';
import { SiteSettingsDocument } from '../gql/graphql';
import { BlogPage } from '../pages/public/blog-page';
import { BlogPostPage } from '../pages/public/blog-post-page';
import { ProductDetailPage } from '../pages/public/product-detail-page';
import { ProductsPage } from '../pages/public/products-page';
import { SearchPage } from '../pages/public/search-page';
import { WorkPage } from '../pages/public/work-page';
import { renderWithProviders } from '../testing/render-with-providers';
import { firstQueriesOf, prepareQuery } from './first-queries';
import { DEFAULT_SITE_SETTINGS, siteSettingsQuery } from './site-settings';

describe('prepareQuery (a start-up step before hydration)', () => {
  const settings = {
    __typename: 'SiteSettings' as const,
    id: 'settings-1',
    ...DEFAULT_SITE_SETTINGS,
    companyName: 'Restored Co',
  };

  function clientAsking(answer: string) {
    const asked: string[] = [];
    const link = new ApolloLink((operation) => {
      asked.push(operation.operationName ?? '');
      return of({ data: { siteSettings: { ...settings, companyName: answer } } });
    });
    return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
  }

  it('reads the restored cache and asks the network nothing, leaving no query registered', async () => {
    const { client, asked } = clientAsking('From the network');
    client.writeQuery({ query: SiteSettingsDocument, data: { siteSettings: settings } });
    const read = prepareQuery(client, siteSettingsQuery);
    read();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    expect(client.getObservableQueries('all').size).toBe(0);
    // A component's later read finds the same settings.
    expect(client.readQuery({ query: SiteSettingsDocument })?.siteSettings?.companyName).toBe('Restored Co');
  });

  it('leaves a later watch of the query to fetch as usual when the cache lacks it', async () => {
    const { client, asked } = clientAsking('Restored Co');
    prepareQuery(client, siteSettingsQuery)();
    expect(asked).toEqual([]);
    const result = await client.query({ query: SiteSettingsDocument });
    expect(result.data?.siteSettings?.companyName).toBe('Restored Co');
    expect(asked).toEqual(['SiteSettings']);
  });
});

describe("a page's first queries", () => {
  afterEach(() => jest.restoreAllMocks());

  const PAGES: [string, ComponentType, string, string][] = [
    ['/work', WorkPage, '/work', 'PublicProjects'],
    ['/products', ProductsPage, '/products', 'PublicProducts'],
    ['/blog', BlogPage, '/blog', 'PublicBlogPosts'],
    ['/blog/:slug', BlogPostPage, '/blog/shipping-ai', 'BlogPostPage'],
    ['/products/:slug', ProductDetailPage, '/products/insight-ai', 'ProductPage'],
    ['/search', SearchPage, '/search?q=analytics&page=2', 'SearchPage'],
  ];

  const nameOf = (document: DocumentNode) =>
    document.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' ? [definition.name?.value] : []));

  // Start-up prepares what the page names; hydration only gains if the page's render asks for the same
  // document object with the same variables.
  it.each(PAGES)('%s names exactly what its first render asks for', (pattern, Page, address, operation) => {
    const watchQuery = jest.spyOn(ApolloClient.prototype, 'watchQuery');
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path={pattern} element={<Page />} />
      </Routes>,
      // Asked, never answered: only the questions matter here.
      { route: address, link: new ApolloLink(() => NEVER) },
    );
    const asked = watchQuery.mock.calls.map(([options]) => ({ document: options.query, variables: options.variables }));
    unmount();

    const { pathname, searchParams } = new URL(address, 'http://localhost');
    const named = firstQueriesOf(Page, matchPath(pattern, pathname)!.params, searchParams);
    expect(named.flatMap(({ document }) => nameOf(document))).toEqual([operation]);
    for (const query of named) {
      expect(asked).toContainEqual({ document: query.document, variables: query.variables });
    }
  });
});
