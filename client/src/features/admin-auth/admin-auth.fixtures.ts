import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { AdminLoginDocument, AdminProfileDocument, type AdminIdentityFragment } from '../../gql-admin/graphql';

/** Test data shaped like the server's Admin (with __typename, as the cache expects). */
export function buildAdmin(overrides: Partial<AdminIdentityFragment> = {}): AdminIdentityFragment & { __typename: 'Admin' } {
  return {
    __typename: 'Admin',
    id: 'a1',
    username: 'ayesha',
    email: 'ayesha@example.com',
    role: 'admin',
    lastLogin: null,
    ...overrides,
  };
}

export function profileMock(admin = buildAdmin(), options: { delay?: number; success?: boolean } = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminProfileDocument },
    delay: options.delay ?? 0,
    result: { data: { adminProfile: { __typename: 'AdminProfilePayload', success: options.success ?? true, admin } } },
  };
}

export function profileErrorMock(message = 'Invalid token.'): MockLink.MockedResponse {
  return {
    request: { query: AdminProfileDocument },
    result: { errors: [new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } })] },
  };
}

/** The login's variables: `code` only on the second step of a two-factor login, `deviceCode` once a new device was refused. */
type LoginVariables = { username: string; password: string; code?: string; deviceCode?: string };

export function loginMock(
  variables: LoginVariables,
  options: { delay?: number; token?: string; admin?: AdminIdentityFragment; onCall?: () => void } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminLoginDocument, variables },
    delay: options.delay ?? 0,
    result: () => {
      options.onCall?.();
      return {
        data: {
          login: {
            __typename: 'LoginPayload',
            success: true,
            message: 'Login successful',
            token: options.token ?? 'token-123',
            admin: { ...buildAdmin(), ...options.admin },
          },
        },
      };
    },
  };
}

export function loginErrorMock(variables: LoginVariables, message = 'Invalid credentials'): MockLink.MockedResponse {
  return {
    request: { query: AdminLoginDocument, variables },
    result: { errors: [new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } })] },
  };
}

/** The server's answer to a right password on an account with two-factor on, when no code came. */
export function loginTwoFactorRequiredMock(
  variables: LoginVariables,
  options: { onCall?: () => void } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminLoginDocument, variables },
    result: () => {
      options.onCall?.();
      return { errors: [new GraphQLError('Two-factor code required', { extensions: { code: 'TWO_FACTOR_REQUIRED' } })] };
    },
  };
}

/** The account refuses new devices after many failed sign-ins (ADR 046); `codeSent`: a code went by email. */
export function loginNewDeviceRefusedMock(variables: LoginVariables, codeSent = true): MockLink.MockedResponse {
  const message =
    'Too many failed sign-ins for this account. Sign in from a device you have used before, or with a code sent by email.';
  return {
    request: { query: AdminLoginDocument, variables },
    result: {
      errors: [
        new GraphQLError(message, {
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3600, deviceCodeRequired: true, codeSent },
        }),
      ],
    },
  };
}
