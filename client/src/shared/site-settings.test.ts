import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { SiteSettingsDocument } from '../gql/graphql';
import { DEFAULT_SITE_SETTINGS, prepareSiteSettings } from './site-settings';

describe('prepareSiteSettings (a start-up step before hydration)', () => {
  const settings = {
    __typename: 'SiteSettings' as const,
    id: 'settings-1',
    ...DEFAULT_SITE_SETTINGS,
    companyName: 'Restored Co',
  };

  function clientWithRestoredSettings() {
    const asked: string[] = [];
    const link = new ApolloLink((operation) => {
      asked.push(operation.operationName ?? '');
      return of({ data: { siteSettings: { ...settings, companyName: 'From the network' } } });
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    client.writeQuery({ query: SiteSettingsDocument, data: { siteSettings: settings } });
    return { client, asked };
  }

  it('reads the restored cache and asks the network nothing, leaving no query registered', async () => {
    const { client, asked } = clientWithRestoredSettings();
    const read = prepareSiteSettings(client);
    read();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    expect(client.getObservableQueries('all').size).toBe(0);
    // A component's later read finds the same settings.
    expect(client.readQuery({ query: SiteSettingsDocument })?.siteSettings?.companyName).toBe('Restored Co');
  });

  it('leaves a later watch of the query to fetch as usual when the cache lacks it', async () => {
    const asked: string[] = [];
    const link = new ApolloLink((operation) => {
      asked.push(operation.operationName ?? '');
      return of({ data: { siteSettings: settings } });
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    prepareSiteSettings(client)();
    expect(asked).toEqual([]);
    const result = await client.query({ query: SiteSettingsDocument });
    expect(result.data?.siteSettings?.companyName).toBe('Restored Co');
    expect(asked).toEqual(['SiteSettings']);
  });
});
