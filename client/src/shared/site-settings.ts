import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { getApolloContext, useQuery } from '@apollo/client/react';
import { useContext } from 'react';
import { SiteSettingsDocument, type SiteSettingsFieldsFragment } from '../gql/graphql';
import type { FirstQuery } from './first-queries';
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

/** Every public page asks for the settings (its head, and the footer or the hero): start-up prepares it (first-queries.ts). */
export const siteSettingsQuery: FirstQuery = { document: SiteSettingsDocument };

/** `tel:` wants the digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
