/**
 * Login brute force: how many guesses an attacker gets checked, and whether the owner still gets in (from the
 * device the account knows, ADR 046; a botnet against one account is measured in accounts.ts).
 *
 * One server plays both set-ups. It trusts a single proxy, 127.0.0.2 (TRUST_PROXY below). Requests
 * sent from the socket address 127.0.0.1 come straight from a client, so their X-Forwarded-For must
 * be ignored; requests sent from 127.0.0.2 come "through the proxy", so X-Forwarded-For names the
 * client, and distinct values there simulate distinct client addresses on one machine. Every
 * address is on loopback; every loop is bounded.
 */
import http from 'node:http';
import type { startServer } from '../../e2e/support/server';
import type { Figure } from './figure';

type Server = Awaited<ReturnType<typeof startServer>>;

const CONFIGURED_LIMIT = 10;
const PROXY = '127.0.0.2';
const DIRECT = '127.0.0.1';
const GUESSES = 1_000;
const IN_FLIGHT = 8;

export const env = { TRUST_PROXY: PROXY, LOGIN_RATE_LIMIT_MAX: String(CONFIGURED_LIMIT) };

const LOGIN_MUTATION = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { success } }';
const agents = new Map<string, http.Agent>();

interface Attempt {
  door: 'rest' | 'graphql';
  username: string;
  password: string;
  /** The socket's own address: DIRECT (a client) or PROXY. */
  via: string;
  forwardedFor?: string;
}

/** One login attempt; resolves to the HTTP status. */
async function login(server: Server, attempt: Attempt): Promise<number> {
  return (await signIn(server, attempt)).status;
}

/** One login attempt, with a Cookie header if given; resolves to the status and the device cookie it was given. */
function signIn(
  server: Server,
  { door, username, password, via, forwardedFor, cookie }: Attempt & { cookie?: string },
): Promise<{ status: number; cookie?: string }> {
  const body = JSON.stringify(
    door === 'rest' ? { username, password } : { query: LOGIN_MUTATION, variables: { u: username, p: password } },
  );
  const url = new URL(door === 'rest' ? '/api/admin/login' : '/graphql', server.url);
  if (!agents.has(via)) agents.set(via, new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT }));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: agents.get(via),
        localAddress: via,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        const device = (res.headers['set-cookie'] ?? []).find((line) => line.startsWith('device_'))?.split(';')[0];
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: device }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends `count` attempts, IN_FLIGHT at a time, and returns their statuses. */
async function flood(
  count: number,
  attemptFor: (i: number) => Attempt,
  server: Server,
  onProgress?: (sent: number) => void,
): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      onProgress?.(i);
      statuses[i] = await login(server, attemptFor(i));
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return statuses;
}

const doorFor = (i: number) => (i % 2 === 0 ? ('rest' as const) : ('graphql' as const));
const rotated = (i: number) => `198.51.${Math.floor(i / 250)}.${i % 250}`;
const checked = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

export async function measure(server: Server): Promise<Figure[]> {
  const { username, password } = server.admin;
  const wrong = (i: number) => `wrong-guess-${i}`;
  try {
    // The owner's laptop signs in before any attack: the account now knows it (a signed device cookie, ADR 046).
    const laptop = await signIn(server, { door: 'rest', username, password, via: PROXY, forwardedFor: '192.0.2.9' });
    if (laptop.status !== 200 || !laptop.cookie) throw new Error(`The owner's first sign-in answered ${laptop.status}`);

    const direct = await flood(
      GUESSES,
      (i) => ({ door: doorFor(i), username, password: wrong(i), via: DIRECT, forwardedFor: rotated(i) }),
      server,
    );
    // Through the proxy the attacker controls only the left of the header: the proxy appends the real address.
    const spoofed = await flood(
      GUESSES,
      (i) => ({ door: doorFor(i), username, password: wrong(i), via: PROXY, forwardedFor: `${rotated(i)}, 203.0.113.7` }),
      server,
    );

    let ownerStatus: Promise<number> | undefined;
    const attack = await flood(
      GUESSES,
      (i) => ({ door: doorFor(i), username, password: wrong(i), via: PROXY, forwardedFor: '203.0.113.1' }),
      server,
      (sent) => {
        if (sent === GUESSES / 2)
          ownerStatus = signIn(server, {
            door: 'rest',
            username,
            password,
            via: PROXY,
            forwardedFor: '192.0.2.10',
            cookie: laptop.cookie,
          }).then((answer) => answer.status);
      },
    );
    const ownerGotIn = (await ownerStatus) === 200;

    return [
      {
        name: `wrong passwords checked of ${GUESSES} sent straight to the app rotating X-Forwarded-For (REST and GraphQL)`,
        value: String(checked(direct)),
        target: `<= ${CONFIGURED_LIMIT}`,
        met: checked(direct) <= CONFIGURED_LIMIT,
      },
      {
        name: `wrong passwords checked of ${GUESSES} sent through the trusted proxy rotating a forged X-Forwarded-For`,
        value: String(checked(spoofed)),
        target: `<= ${CONFIGURED_LIMIT}`,
        met: checked(spoofed) <= CONFIGURED_LIMIT,
      },
      {
        name: `right password from a device the account knows, at a clean address, signs in during a ${GUESSES}-guess attack on '${username}' (${checked(attack)} of the attack's guesses checked)`,
        value: ownerGotIn ? 'yes' : 'no',
        target: 'yes',
        met: ownerGotIn,
      },
    ];
  } finally {
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
  }
}
