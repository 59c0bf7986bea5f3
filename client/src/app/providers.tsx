import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { SmoothScroll } from './smooth-scroll';
import { ThemeModeProvider } from '../shared/theme-mode';
import { AppToaster } from './toaster';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
  /**
   * Hydrating a server-rendered page: its global rules are already in the style sheet styled-components took
   * over from the server's HTML, and they never change (no props, both palettes as custom properties), so
   * they are not rendered again. createGlobalStyle would run its whole text through the CSS parser and insert
   * it anew on mount: 5-10 ms of one hydration task in traces (docs/benchmarks-web.md).
   */
  serverGlobalStyles?: boolean;
}

/** Everything every page needs: data, theme, global styles, notifications and smooth scrolling. */
export function AppProviders({ client, children, serverGlobalStyles = false }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <ThemeModeProvider>
        {!serverGlobalStyles && <GlobalStyles />}
        <AppToaster />
        <SmoothScroll>{children}</SmoothScroll>
      </ThemeModeProvider>
    </ApolloProvider>
  );
}
