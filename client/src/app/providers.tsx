import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { SmoothScroll } from './smooth-scroll';
import { ThemeModeProvider } from '../shared/theme-mode';
import { AppToaster } from './toaster';

/** Everything every page needs: data, theme, global styles, notifications and smooth scrolling. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeModeProvider>
        <GlobalStyles />
        <AppToaster />
        <SmoothScroll>{children}</SmoothScroll>
      </ThemeModeProvider>
    </ApolloProvider>
  );
}
