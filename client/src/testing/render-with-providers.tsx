import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../shared/apollo';
import { GlobalStyles } from '../app/global-styles';
import { ThemeModeProvider } from '../shared/theme-mode';
import { completeMockData } from './complete-mock-data';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Mocked GraphQL operations (the outside edge of a component test). */
  mocks?: MockLink.MockedResponse[];
  /** The URL the router starts at. */
  route?: string;
}

type Result = ApolloLink.Result;

/** A mock whose data answers null for any selected field it leaves out (see completeMockData). */
function withCompleteData(mock: MockLink.MockedResponse): MockLink.MockedResponse {
  const complete = (result: Result): Result =>
    result && 'data' in result && result.data ? { ...result, data: completeMockData(mock.request.query, result.data) } : result;
  const { result } = mock;
  if (typeof result === 'function') return { ...mock, result: (variables) => complete(result(variables)) };
  return result ? { ...mock, result: complete(result) } : mock;
}

/** Renders with the app's providers: mocked Apollo (with the real cache policies), theme and router. */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/', ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={mocks.map(withCompleteData)} cache={createCache()}>
        <ThemeModeProvider>
          <GlobalStyles />
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ThemeModeProvider>
      </MockedProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
