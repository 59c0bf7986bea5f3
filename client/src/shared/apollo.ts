import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { clearAdminToken, readAdminToken } from './auth-token';
import { offsetPages } from './offset-pages';

/** SPEC §6: any 401 removes the stored token and sends the browser to /admin-login (unless already there). */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return false;
}

// The locations already sent to /admin-login. A page's requests often fail together (a list and its
// count); a second assign would abort the first navigation and start the same one again.
const redirected = new WeakSet<object>();

export function handleUnauthenticated(location: Pick<Location, 'pathname' | 'assign'> = window.location): void {
  clearAdminToken();
  if (location.pathname.includes('/admin-login') || redirected.has(location)) return;
  redirected.add(location);
  location.assign('/admin-login');
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Lists are replaced by what the server sends; mutations update them through cache.modify.
      Query: {
        fields: {
          founders: { merge: false },
          teamMembers: { merge: false },
          serviceCategories: { merge: false },
          // Paged by /work, /products and /blog ('Load more'); the admin's unpaged lists are kept apart (offset-pages.ts).
          projects: offsetPages(['take']),
          products: offsetPages(['take']),
          blogPosts: offsetPages(['includeDrafts', 'take']),
          contactMessages: { merge: false },
          partners: { merge: false },
          // A product or project already in the cache (from a list) opens at once; missing fields are fetched.
          product: {
            read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'Product', id: args?.id }),
          },
          project: {
            read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'Project', id: args?.id }),
          },
        },
      },
      ServiceCategory: { fields: { services: { merge: false } } },
      // A hit's snippet belongs to its search: kept inside that search's answer, not merged by the record's id.
      SearchHit: { keyFields: false },
    },
  });
}

export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink((prevContext) => {
    const token = readAdminToken();
    return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
  });
  const unauthenticated = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) handleUnauthenticated();
  });
  // Apollo Server refuses multipart requests and GET queries without a non-simple header (CSRF prevention).
  const headers = { 'apollo-require-preflight': 'true' };
  // A visitor's queries go as GET (docs/decisions/024): the server's response cache answers them first thing,
  // and `no-cache` has the browser revalidate its copy each time (a 304), so an edit shows at once. An
  // administrator's operations stay POST: never cached, and an editor's preview can be longer than a URL.
  const visitorHttp = new UploadHttpLink({
    uri: '/graphql',
    headers,
    useGETForQueries: true,
    fetchOptions: { cache: 'no-cache' },
  });
  const adminHttp = new UploadHttpLink({ uri: '/graphql', headers });
  const http = ApolloLink.split(() => !readAdminToken(), visitorHttp, adminHttp);
  return new ApolloClient({ link: ApolloLink.from([unauthenticated, auth, http]), cache: createCache() });
}
