import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A device cookie is kept a year; each sign-in from the device renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The request's cookies, and a way to set one on its answer: what both doors hand a sign-in. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/**
 * Devices an account has signed in from before (issue 27, docs/decisions/046-account-level-sign-in-limits.md):
 * after a successful sign-in the browser gets a signed, HttpOnly cookie naming a random device id for that account
 * (one cookie per account, so a shared computer knows each account separately). While the account is under a
 * guessing attack, a device with a valid cookie keeps its own allowance; every other device is refused.
 * Signed with an HMAC of JWT_SECRET, so a cookie can be neither forged nor moved to another account.
 */
export class KnownDevices {
  constructor(private readonly secret: string) {}

  /** The device id this request's cookie proves for `accountId`, if it carries a valid one. */
  deviceOf(jar: CookieJar | undefined, accountId: string): string | undefined {
    const value = jar?.get(this.cookieName(accountId));
    const [deviceId, signature] = value?.split('.') ?? [];
    if (!deviceId || !signature || !/^[A-Za-z0-9_-]{16,64}$/.test(deviceId)) return undefined;
    const expected = Buffer.from(this.sign(accountId, deviceId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  /** Marks this device as known to `accountId` (keeping its id if it had one) after a successful sign-in. */
  remember(jar: CookieJar | undefined, accountId: string): void {
    if (!jar) return;
    const deviceId = this.deviceOf(jar, accountId) ?? randomBytes(18).toString('base64url');
    jar.set(this.cookieName(accountId), `${deviceId}.${this.sign(accountId, deviceId)}`, DEVICE_COOKIE_MAX_AGE_SECONDS);
  }

  private cookieName(accountId: string): string {
    return `device_${createHash('sha256').update(accountId).digest('hex').slice(0, 12)}`;
  }

  private sign(accountId: string, deviceId: string): string {
    return createHmac('sha256', this.secret).update(`device:${accountId}:${deviceId}`).digest('base64url');
  }
}
