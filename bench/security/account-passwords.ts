/**
 * Issue 27's first finding: a botnet (one proxy hop trusted, a fresh client address per guess) against one account.
 * Counted per account now (ADR 046): at most LOGIN_FAILURES_PER_ACCOUNT_BEFORE_LOCK (20) guesses are checked, after
 * which every device the account does not know is refused, while the owner's known device still signs in.
 */
import type { Figure } from './figure';
import { clientAddress, doorFor, env, inParallel, signIn, type Server } from './account-attempts';

export { env };

const GUESSES = 40;
const ACCOUNT_LOCK = 20;

export async function measure(server: Server): Promise<Figure[]> {
  const { username, password } = server.admin;
  const laptop = await signIn(server, { door: 'rest', from: '192.0.2.9', username, password });
  if (laptop.status !== 200 || !laptop.cookie) throw new Error(`The owner's first sign-in answered ${laptop.status}`);

  const statuses = await inParallel(
    GUESSES,
    8,
    async (i) => (await signIn(server, { door: doorFor(i), from: clientAddress(i), username, password: `wrong-${i}` })).status,
  );
  const checked = statuses.filter((status) => status === 401).length;
  const newDevice = await signIn(server, { door: 'graphql', from: '192.0.2.20', username, password });
  const knownDevice = await signIn(server, { door: 'rest', from: '192.0.2.21', username, password, cookie: laptop.cookie });
  return [
    {
      name: `wrong passwords checked of ${GUESSES} sent from ${GUESSES} client addresses, 8 at a time, on one account (REST and GraphQL)`,
      value: String(checked),
      target: `<= ${ACCOUNT_LOCK}`,
      met: checked <= ACCOUNT_LOCK && statuses.every((status) => status === 401 || status === 429),
    },
    {
      name: 'the right password from a device the account does not know, after that attack (no SMTP: no emailed code)',
      value: String(newDevice.status),
      target: '429, refused unchecked',
      met: newDevice.status === 429,
    },
    {
      name: "the owner's right password from the device the account knows, at a new address, after that attack",
      value: String(knownDevice.status),
      target: '200',
      met: knownDevice.status === 200,
    },
  ];
}
