/**
 * Issue 27's two-factor and re-authentication findings, per account now (ADR 046): wrong two-factor codes sent with
 * the right password from a fresh address each, two-factor turned on without the password, and current-password
 * guesses behind a stolen token on change-password and two-factor-disable.
 */
import { Secret, TOTP } from 'otpauth';
import type { Figure } from './figure';
import { clientAddress, doorFor, env, inParallel, signIn, type Server } from './account-attempts';

export { env };

const CODE_GUESSES = 100;
const PASSWORD_GUESSES = 30;
const MAX_WRONG_CODES = 10;
const MAX_WRONG_PASSWORDS = 5;

async function call(server: Server, token: string, method: string, path: string, body: object): Promise<number> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function measure(server: Server): Promise<Figure[]> {
  const { username, password } = server.admin;
  const { token } = await signIn(server, { door: 'rest', from: '192.0.2.9', username, password });
  if (!token) throw new Error('The admin could not sign in');
  const setup = await fetch(`${server.url}/api/admin/2fa/setup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const totp = new TOTP({ secret: Secret.fromBase32(((await setup.json()) as { secret: string }).secret) });
  const withoutPassword = await call(server, token, 'POST', '/api/admin/2fa/enable', { code: totp.generate() });
  const enabled = await call(server, token, 'POST', '/api/admin/2fa/enable', { password, code: totp.generate() });
  if (enabled !== 200) throw new Error(`Two-factor could not be enabled: ${enabled}`);

  const near = () => [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset }));
  const wrongCode = (i: number) => {
    let code = 100_000 + i * 7919;
    while (near().includes(String(code))) code += 1;
    return String(code);
  };
  const codes = await inParallel(
    CODE_GUESSES,
    8,
    async (i) =>
      (await signIn(server, { door: doorFor(i), from: clientAddress(i), username, password, code: wrongCode(i) })).status,
  );
  const codesChecked = codes.filter((status) => status === 401).length;

  const changes = await inParallel(PASSWORD_GUESSES, 4, (i) =>
    call(server, token, 'PUT', '/api/admin/change-password', {
      currentPassword: `wrong-${i}`,
      newPassword: 'another-password',
      code: totp.generate(),
    }),
  );
  const disables = await inParallel(PASSWORD_GUESSES, 4, (i) =>
    call(server, token, 'POST', '/api/admin/2fa/disable', { password: `wrong-${i}`, code: totp.generate() }),
  );
  // A wrong current password is a 400 with its field's message: each such answer is a guess that was checked.
  const passwordsChecked = [...changes, ...disables].filter((status) => status === 400).length;
  return [
    {
      name: `wrong two-factor codes checked of ${CODE_GUESSES} sent with the right password from ${CODE_GUESSES} addresses, 8 at a time`,
      value: String(codesChecked),
      target: `<= ${MAX_WRONG_CODES}`,
      met: codesChecked <= MAX_WRONG_CODES,
    },
    {
      name: 'turning two-factor on with a token and a code but no password',
      value: String(withoutPassword),
      target: '400, refused',
      met: withoutPassword === 400,
    },
    {
      name: `current passwords checked of ${2 * PASSWORD_GUESSES} wrong ones behind a token (${PASSWORD_GUESSES} change-password, ${PASSWORD_GUESSES} two-factor-disable)`,
      value: String(passwordsChecked),
      target: `<= ${MAX_WRONG_PASSWORDS}`,
      met: passwordsChecked <= MAX_WRONG_PASSWORDS,
    },
  ];
}
