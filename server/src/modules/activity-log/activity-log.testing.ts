import jwt from 'jsonwebtoken';
import { Secret, TOTP } from 'otpauth';
import { Admin } from '../admin/admin.entity';
import { hashPassword } from '../admin/admin.service';
import type { TestApp } from '../../test/test-app';
import { ActivityLogEntry } from './activity-log.entity';

/** Helpers the activity log's tests share (GraphQL and REST doors). */

/** Every entry, read straight from the table (not through the API under test), oldest first. */
export function storedEntries(t: TestApp): Promise<ActivityLogEntry[]> {
  return t.db.dataSource.getRepository(ActivityLogEntry).find({ order: { createdAt: 'ASC', id: 'ASC' } });
}

/** Runs `write` and answers the entries it added, oldest first. */
export async function entriesAddedBy(t: TestApp, write: () => Promise<unknown>): Promise<ActivityLogEntry[]> {
  const before = new Set((await storedEntries(t)).map((entry) => entry.id));
  await write();
  return (await storedEntries(t)).filter((entry) => !before.has(entry.id));
}

/** The one entry `write` added (a write is one entry, however many rows it touched). */
export async function entryAddedBy(t: TestApp, write: () => Promise<unknown>): Promise<ActivityLogEntry> {
  const entries = await entriesAddedBy(t, write);
  expect(entries).toHaveLength(1);
  return entries[0];
}

export function changedFields(entry: ActivityLogEntry): string[] {
  return entry.changes.map((change) => change.field).sort();
}

export function changeOf(entry: ActivityLogEntry, field: string) {
  return entry.changes.find((change) => change.field === field);
}

let admins = 0;

/** Another administrator (so password and two-factor changes leave the main test admin alone). */
export async function createAdmin(t: TestApp, password: string): Promise<Admin> {
  admins += 1;
  const repo = t.db.dataSource.getRepository(Admin);
  const username = `auditor${admins}`;
  return repo.save(
    repo.create({ username, email: `${username}@example.com`, passwordHash: await hashPassword(password), role: 'admin' }),
  );
}

export async function loginAs(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.gql<{ login: { token: string } }>(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: username, p: password },
  );
  if (!res.body.data?.login.token) throw new Error(`Login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.login.token;
}

/** The session a token belongs to (its jti). */
export function sessionIdOf(token: string): string {
  return (jwt.decode(token) as jwt.JwtPayload).jti!;
}

/** What an authenticator app shows for the secret setup gave. */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/** No entry may hold any of these anywhere (values, labels, field names). */
export async function expectNoEntryContains(t: TestApp, secrets: string[]): Promise<void> {
  const everything = JSON.stringify(await storedEntries(t));
  for (const secret of secrets) expect(everything).not.toContain(secret);
  // Whatever the password, its argon2 hash starts like this.
  expect(everything).not.toContain('$argon2');
}
