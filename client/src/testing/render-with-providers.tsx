import type { ApolloLink, DocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SiteSettingsDocument } from '../gql/graphql';
import { AdminAccessibilityProblemsDocument, AdminUnreadContactCountDocument } from '../gql-admin/graphql';
import { createCache } from '../shared/apollo';
import { DEFAULT_SITE_SETTINGS } from '../shared/site-settings';
import { GlobalStyles } from '../app/global-styles';
import { ThemeModeProvider } from '../shared/theme-mode';
import { completeMockData } from './complete-mock-data';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Mocked GraphQL operations (the outside edge of a component test). */
  mocks?: MockLink.MockedResponse[];
  /** The network itself instead of mocks, for a test that watches what is asked (mocks are then ignored). */
  link?: ApolloLink;
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

const operationName = (document: DocumentNode) =>
  document.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' ? [definition.name?.value] : []))[0];

const mocksOperation = (mocks: MockLink.MockedResponse[], document: DocumentNode) =>
  mocks.some((mock) => operationName(mock.request.query) === operationName(document));

/**
 * What the app's frame asks on every page, so a test of one page or component need not mock it (unless it
 * mocks it itself): the site settings, in the cache as the server's render hands them over, and the back
 * office's unread-message count, answered 0 however often the sidebar asks. Likewise the accessibility check every
 * post and product save asks first (issue 31): no problems, so a save goes on as it did before the check.
 */
function withFrame(mocks: MockLink.MockedResponse[]) {
  const cache = createCache();
  if (!mocksOperation(mocks, SiteSettingsDocument)) {
    const siteSettings = { __typename: 'SiteSettings' as const, id: 'site-settings', ...DEFAULT_SITE_SETTINGS };
    cache.writeQuery({ query: SiteSettingsDocument, data: { siteSettings } });
  }
  const frameMocks: MockLink.MockedResponse[] = [
    ...(mocksOperation(mocks, AdminUnreadContactCountDocument)
      ? []
      : [
          {
            request: { query: AdminUnreadContactCountDocument },
            result: { data: { unreadContactMessageCount: 0 } },
            delay: 0,
            maxUsageCount: Number.POSITIVE_INFINITY,
          },
        ]),
    ...(mocksOperation(mocks, AdminAccessibilityProblemsDocument)
      ? []
      : [
          {
            request: { query: AdminAccessibilityProblemsDocument, variables: () => true },
            result: { data: { accessibilityProblems: [] } },
            delay: 0,
            maxUsageCount: Number.POSITIVE_INFINITY,
          },
        ]),
  ];
  return { cache, mocks: [...mocks, ...frameMocks] };
}

/** Renders with the app's providers: mocked Apollo (with the real cache policies), theme and router. */
export function renderWithProviders(ui: ReactElement, { mocks = [], link, route = '/', ...options }: Options = {}) {
  const frame = withFrame(mocks);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={frame.mocks.map(withCompleteData)} link={link} cache={frame.cache}>
        <ThemeModeProvider>
          <GlobalStyles />
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ThemeModeProvider>
      </MockedProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
