import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearAdminToken, readAdminToken, storeAdminToken } from '../../../shared/auth-token';
import { errorMessage } from '../../../components/admin/graphql-errors';
import { forgetDrafts } from '../../../components/forms/use-form';
import {
  AdminLoginDocument,
  AdminLogoutDocument,
  AdminProfileDocument,
  type AdminIdentityFragment,
} from '../../../gql-admin/graphql';

/** SPEC §8: the texts of a refused login and of a profile that cannot be read. */
export const LOGIN_FAILED = 'Login failed';
export const PROFILE_FAILED = 'Failed to get profile';
/** The server's answer to a right password on an account with two-factor on, when no code came with it. */
const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

/** Not a failed login but a second step: the form asks for the authentication code and submits again. */
export class TwoFactorRequiredError extends Error {}

/**
 * The account refuses new devices after many failed sign-ins (docs/decisions/046): the form asks for the code
 * emailed to the account's address (`codeSent`), or says to sign in from a device used before.
 */
export class DeviceCodeRequiredError extends Error {
  constructor(
    message: string,
    readonly codeSent: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface Session {
  admin: AdminIdentityFragment | null;
  isAuthenticated: boolean;
  loading: boolean;
}

export interface AuthContextValue extends Session {
  /**
   * Resolves once signed in; rejects with the server's message, else 'Login failed', or with
   * TwoFactorRequiredError when the account needs a `code` (an authenticator or recovery code), or with
   * DeviceCodeRequiredError while it refuses new devices (then `deviceCode`, the emailed code, lets this one in).
   */
  login: (username: string, password: string, code?: string, deviceCode?: string) => Promise<void>;
  /** Ends the session at once; the server is told afterwards. */
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The administrator's session (SPEC §4 'Admin session'): it starts loading; without a stored
 * admin_token it ends unauthenticated; with one the profile is fetched from the network, and
 * anything but success=true removes the token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [session, setSession] = useState<Session>({ admin: null, isAuthenticated: false, loading: true });

  useEffect(() => {
    if (!readAdminToken()) {
      setSession({ admin: null, isAuthenticated: false, loading: false });
      return undefined;
    }
    let current = true;
    client
      .query({ query: AdminProfileDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!data?.adminProfile.success) throw new Error(PROFILE_FAILED);
        if (current) setSession({ admin: data.adminProfile.admin, isAuthenticated: true, loading: false });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error(`${PROFILE_FAILED}:`, error);
        clearAdminToken();
        setSession({ admin: null, isAuthenticated: false, loading: false });
      });
    return () => {
      current = false;
    };
  }, [client]);

  const login = useCallback(
    async (username: string, password: string, code?: string, deviceCode?: string) => {
      let result;
      try {
        result = await client.mutate({
          mutation: AdminLoginDocument,
          // Accounts without two-factor send exactly what they always did.
          variables: { username, password, ...(code ? { code } : {}), ...(deviceCode ? { deviceCode } : {}) },
        });
      } catch (error) {
        if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === TWO_FACTOR_REQUIRED)) {
          throw new TwoFactorRequiredError(errorMessage(error, 'Two-factor code required'), { cause: error });
        }
        const refusal = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.deviceCodeRequired) : undefined;
        if (refusal) throw new DeviceCodeRequiredError(refusal.message, refusal.extensions?.codeSent === true, { cause: error });
        throw new Error(errorMessage(error, LOGIN_FAILED), { cause: error });
      }
      const payload = result.data?.login;
      if (!payload?.success || !payload.token) throw new Error(payload?.message || LOGIN_FAILED);
      storeAdminToken(payload.token);
      setSession({ admin: payload.admin, isAuthenticated: true, loading: false });
    },
    [client],
  );

  const logout = useCallback(() => {
    const oldToken = readAdminToken();
    clearAdminToken();
    forgetDrafts();
    setSession({ admin: null, isAuthenticated: false, loading: false });
    if (!oldToken) return;
    // The stored token is already gone, so the old one travels explicitly for the server to revoke.
    client
      .mutate({ mutation: AdminLogoutDocument, context: { headers: { authorization: `Bearer ${oldToken}` } } })
      .catch((error: unknown) => console.warn('Logout request failed:', error))
      // Admin-only data (drafts, contact submissions) must not outlive the session in memory.
      .finally(() => void client.clearStore());
  }, [client]);

  const value = useMemo<AuthContextValue>(() => ({ ...session, login, logout }), [session, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside AuthProvider');
  return auth;
}
