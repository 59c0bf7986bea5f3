import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { of } from 'rxjs';
import { ADMIN_TOKEN_KEY } from '../../../shared/auth-token';
import { AdminLoginDocument } from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildAdmin, loginErrorMock, loginMock, profileErrorMock, profileMock } from '../admin-auth.fixtures';
import { AuthProvider, useAuth } from './auth-provider';

/** Shows the session and offers login/logout, so the tests read the state like a user would. */
function SessionProbe() {
  const { admin, isAuthenticated, loading, login, logout } = useAuth();
  const [loginError, setLoginError] = useState('');
  return (
    <div>
      <p>{loading ? 'loading' : isAuthenticated ? `signed in as ${admin?.username}` : 'signed out'}</p>
      <p>{loginError && `error: ${loginError}`}</p>
      <button type="button" onClick={() => login('ayesha', 'secret-pass').catch((error: Error) => setLoginError(error.message))}>
        log in
      </button>
      <button type="button" onClick={logout}>
        log out
      </button>
    </div>
  );
}

const credentials = { username: 'ayesha', password: 'secret-pass' };

describe('AuthProvider', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('ends loading unauthenticated when no token is stored, without asking the server', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
      { mocks: [] },
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    // An unmocked profile request would have been logged by the mock link or by the provider.
    expect(logged).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
  });

  it('starts loading, then authenticates with the profile when a token is stored', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    renderWithProviders(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
      { mocks: [profileMock(buildAdmin({ username: 'ayesha' }), { delay: 30 })] },
    );

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as ayesha')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('stored-token');
  });

  it('removes the token and stays signed out when the profile request fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'revoked-token');
    renderWithProviders(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
      { mocks: [profileErrorMock()] },
    );

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it("treats a profile without success=true as 'Failed to get profile'", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    renderWithProviders(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
      { mocks: [profileMock(buildAdmin(), { success: false })] },
    );

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Failed to get profile:', expect.objectContaining({ message: 'Failed to get profile' }));
  });

  it('stores the token and the admin on a successful login', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
      { mocks: [loginMock(credentials, { token: 'fresh-token', admin: buildAdmin({ username: 'ayesha' }) })] },
    );
    await screen.findByText('signed out');

    await user.click(screen.getByRole('button', { name: 'log in' }));

    expect(await screen.findByText('signed in as ayesha')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('fresh-token');
  });

  it("rejects a refused login with the server's message", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
      { mocks: [loginErrorMock(credentials, 'Invalid credentials')] },
    );
    await screen.findByText('signed out');

    await user.click(screen.getByRole('button', { name: 'log in' }));

    expect(await screen.findByText('error: Invalid credentials')).toBeInTheDocument();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it("rejects a login answered with success=false with its message, else 'Login failed'", async () => {
    const user = userEvent.setup();
    const refused = (message: string) => ({
      request: { query: AdminLoginDocument, variables: credentials },
      result: {
        data: { login: { __typename: 'LoginPayload', success: false, message, token: '', admin: buildAdmin() } },
      },
    });
    renderWithProviders(
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>,
      { mocks: [refused('Account disabled'), refused('')] },
    );
    await screen.findByText('signed out');

    await user.click(screen.getByRole('button', { name: 'log in' }));
    expect(await screen.findByText('error: Account disabled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'log in' }));
    expect(await screen.findByText('error: Login failed')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('logs out at once, then tells the server with the old token; a failure is only a warning', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'old-token');
    const seen: Array<{ operation: string; authorization?: string; storedToken: string | null }> = [];
    const link = new ApolloLink((operation) => {
      seen.push({
        operation: operation.operationName ?? '',
        authorization: operation.getContext().headers?.authorization,
        storedToken: window.localStorage.getItem(ADMIN_TOKEN_KEY),
      });
      if (operation.operationName === 'AdminProfile') {
        return of({ data: { adminProfile: { __typename: 'AdminProfilePayload', success: true, admin: buildAdmin() } } });
      }
      return of({ errors: [new GraphQLError('Server unavailable')] });
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <AuthProvider>
          <SessionProbe />
        </AuthProvider>
      </ApolloProvider>,
    );
    await screen.findByText('signed in as ayesha');

    await user.click(screen.getByRole('button', { name: 'log out' }));

    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Logout request failed:', expect.anything()));
    expect(seen.at(-1)).toEqual({ operation: 'AdminLogout', authorization: 'Bearer old-token', storedToken: null });
    // The session's data (here the cached profile) does not outlive it.
    await waitFor(() => expect(client.cache.extract()).toEqual({}));
    await act(async () => undefined);
  });
});
