import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../shared/apollo';
import { GlobalStyles } from '../app/global-styles';
import { ThemeModeProvider } from '../shared/theme-mode';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Mocked GraphQL operations (the outside edge of a component test). */
  mocks?: MockLink.MockedResponse[];
  /** The URL the router starts at. */
  route?: string;
}

/** Renders with the app's providers: mocked Apollo (with the real cache policies), theme and router. */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/', ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={mocks} cache={createCache()}>
        <ThemeModeProvider>
          <GlobalStyles />
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ThemeModeProvider>
      </MockedProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
