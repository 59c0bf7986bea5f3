/**
 * Login brute force: how many guesses an attacker gets checked, and whether the owner still gets in.
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
function login(server: Server, { door, username, password, via, forwardedFor }: Attempt): Promise<number> {
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
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
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
          ownerStatus = login(server, { door: 'rest', username, password, via: PROXY, forwardedFor: '192.0.2.10' });
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
        name: `right password from a clean address signs in during a ${GUESSES}-guess attack on '${username}' (${checked(attack)} of the attack's guesses checked)`,
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
