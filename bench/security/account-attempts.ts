/**
 * What the account-limit sections share (ADR 046): sign-ins through either door from a chosen client address
 * (X-Forwarded-For, believed from loopback: TRUST_PROXY=loopback), with the device cookie if one is given.
 */
import type { startServer } from '../../e2e/support/server';

export type Server = Awaited<ReturnType<typeof startServer>>;

export const env = { TRUST_PROXY: 'loopback' };

const LOGIN = `mutation ($u: String!, $p: String!, $c: String) { login(username: $u, password: $p, code: $c) { token } }`;

export interface SignIn {
  door: 'rest' | 'graphql';
  from: string;
  username: string;
  password: string;
  code?: string;
  cookie?: string;
}

export async function signIn(server: Server, attempt: SignIn): Promise<{ status: number; token?: string; cookie?: string }> {
  const { door, from, username, password, code, cookie } = attempt;
  const response = await fetch(`${server.url}${door === 'rest' ? '/api/admin/login' : '/graphql'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(
      door === 'rest' ? { username, password, code } : { query: LOGIN, variables: { u: username, p: password, c: code } },
    ),
  });
  const body = (await response.json()) as { token?: string; data?: { login?: { token?: string } } };
  const device = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('device_'))
    ?.split(';')[0];
  return { status: response.status, token: body.token ?? body.data?.login?.token, cookie: device };
}

/** Runs `count` attempts, `inFlight` at a time; returns their statuses in order. */
export async function inParallel(count: number, inFlight: number, run: (i: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      statuses[i] = await run(i);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return statuses;
}

export const doorFor = (i: number) => (i % 2 === 0 ? ('rest' as const) : ('graphql' as const));
export const clientAddress = (i: number) => `100.64.${Math.floor(i / 250)}.${(i % 250) + 1}`;
