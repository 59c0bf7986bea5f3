import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { getApolloContext, useQuery } from '@apollo/client/react';
import { useContext } from 'react';
import { SiteSettingsDocument, type SiteSettingsFieldsFragment } from '../gql/graphql';
import { siteConfig } from './site-config';

export type SiteSettings = Omit<SiteSettingsFieldsFragment, '__typename' | 'id'>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = { ...siteConfig, phones: [...siteConfig.phones] };

/** Stands in where a component renders outside any ApolloProvider (a few unit tests); never asked anything. */
let offline: ApolloClient | undefined;
const offlineClient = () => (offline ??= new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }));

/**
 * The company's details and hero texts the admin set (Settings). The server renders pages with them
 * and hands them over in the Apollo cache, so hydration reads them at once; a page rendered only in
 * the browser shows the shipped values for the moment the query takes, and keeps them if it fails.
 */
export function useSiteSettings(): SiteSettings {
  const { client } = useContext(getApolloContext());
  const { data } = useQuery(SiteSettingsDocument, { client: client ?? offlineClient(), skip: !client });
  return data?.siteSettings ?? DEFAULT_SITE_SETTINGS;
}

/**
 * Works out the site settings query (Apollo's document transforms and variables), and answers the step
 * that reads it from the restored cache, so start-up can do each in a short task of its own: every public
 * page asks for it (its head, and the footer or the hero), and the first ask otherwise paid both inside
 * hydration's longest task (docs/benchmarks-web.md, 2026-11-26). The query is never subscribed: it
 * fetches nothing.
 */
export function prepareSiteSettings(client: ApolloClient): () => void {
  const query = client.watchQuery({ query: SiteSettingsDocument, fetchPolicy: 'cache-only' });
  return () => void query.getCurrentResult();
}

/** `tel:` wants the digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
