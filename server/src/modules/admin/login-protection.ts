import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DEFAULT_LOGIN_FAILURE_LIMITS, type Config } from '../../config';
import { TooManyRequestsError } from '../../shared/errors';
import { memoryRateLimiters, type RateLimiterFactory } from '../../shared/rate-limit';

const DAY_SECONDS = 24 * 60 * 60;
/** 2^30 s is decades: enough to reach any configured maximum without overflowing to Infinity. */
const MAX_DELAY_EXPONENT = 30;

export type LoginProtectionConfig = Pick<Config, 'loginRateLimit'> & Partial<Pick<Config, 'loginFailureLimits'>>;

/** Who is signing in, from where, and with what proof of the device (docs/decisions/046). */
export interface SignInAttempt {
  /** The account's id, or for a login matching no account the typed name (so unknown names count alike). */
  account: string;
  address: string;
  /** A device this account signed in from before (its signed cookie, known-devices.ts). */
  knownDevice?: string;
  /** The device proved itself with the one-time code emailed to the account's address. */
  emailedCodeAccepted?: boolean;
}

export const NEW_DEVICE_REFUSED =
  'Too many failed sign-ins for this account. Sign in from a device you have used before, or with a code sent by email.';

/**
 * The account is under a guessing attack and this device is not one it knows: refused before the password is
 * checked. `codeSent` says a one-time code went to the account's email address (SMTP configured).
 */
export class NewDeviceRefusedError extends TooManyRequestsError {
  /** Tells a client to offer a field for the emailed code. */
  override readonly details: { deviceCodeRequired: true; codeSent: boolean };

  constructor(retryAfterSeconds: number, codeSent: boolean) {
    super(retryAfterSeconds);
    this.message = NEW_DEVICE_REFUSED;
    this.details = { deviceCodeRequired: true, codeSent };
  }
}

/**
 * Brute-force protection for sign-ins, after rate-limiter-flexible's "Login endpoint protection" recipe and its
 * per-device allowance (docs/decisions/012-login-protection.md, 046-account-level-sign-in-limits.md):
 * - consecutive failures per account and address block that pair (LOGIN_RATE_LIMIT_MAX, then
 *   LOGIN_RATE_LIMIT_WINDOW_SECONDS); a success resets it;
 * - failures per address per day block the address for a day, whatever accounts it tries;
 * - failures per account per day, from every address and device, hold back every device the account does not
 *   know: past LOGIN_FAILURES_PER_USERNAME_BEFORE_DELAY each further failure makes them wait, account-wide,
 *   twice as long as the last (up to LOGIN_MAX_DELAY_SECONDS); past LOGIN_FAILURES_PER_ACCOUNT_BEFORE_LOCK
 *   they are refused for LOGIN_ACCOUNT_LOCK_SECONDS after the last failure. A botnet's fresh address buys nothing;
 * - a device the account has signed in from before keeps its own allowance (LOGIN_RATE_LIMIT_MAX consecutive
 *   failures), so the owner still gets in during an attack; a new device may prove itself with an emailed code.
 * A wrong password and an unknown login count alike.
 */
export class LoginProtection {
  private readonly limits: Required<NonNullable<Config['loginFailureLimits']>> & { maxAttempts: number; windowSeconds: number };
  private readonly consecutiveByAccountAndAddress: RateLimiterAbstract;
  private readonly failuresByAddress: RateLimiterAbstract;
  private readonly failuresByAccount: RateLimiterAbstract;
  /** Devices the account does not know wait here, account-wide, while it is under attack. */
  private readonly newDevicesHeld: RateLimiterAbstract;
  private readonly consecutiveByKnownDevice: RateLimiterAbstract;

  constructor(config: LoginProtectionConfig, rateLimiters: RateLimiterFactory = memoryRateLimiters) {
    this.limits = { ...DEFAULT_LOGIN_FAILURE_LIMITS, ...config.loginFailureLimits, ...config.loginRateLimit };
    const { maxAttempts, windowSeconds, perAddressPerDay, perUsernameBeforeDelay, perAccountBeforeLock } = this.limits;
    this.consecutiveByAccountAndAddress = rateLimiters({
      keyPrefix: 'login_fail_consecutive_username_and_ip',
      points: maxAttempts,
      durationSeconds: windowSeconds,
      blockDurationSeconds: windowSeconds,
    });
    this.failuresByAddress = rateLimiters({
      keyPrefix: 'login_fail_ip_per_day',
      points: perAddressPerDay,
      durationSeconds: DAY_SECONDS,
      blockDurationSeconds: DAY_SECONDS,
    });
    this.failuresByAccount = rateLimiters({
      keyPrefix: 'login_fail_account_per_day',
      points: Math.max(perUsernameBeforeDelay, perAccountBeforeLock),
      durationSeconds: DAY_SECONDS,
    });
    this.newDevicesHeld = rateLimiters({
      keyPrefix: 'login_new_devices_held',
      points: 1,
      durationSeconds: 1,
    });
    this.consecutiveByKnownDevice = rateLimiters({
      keyPrefix: 'login_fail_consecutive_known_device',
      points: maxAttempts,
      durationSeconds: windowSeconds,
      blockDurationSeconds: windowSeconds,
    });
  }

  /**
   * Call before checking the password: throws TooManyRequestsError (NewDeviceRefusedError for a device held back
   * by an attack on the account) while this attempt may not be made. Otherwise the attempt is counted as a failure
   * up front, so parallel guesses cannot all slip past the limits while their passwords are being checked.
   */
  async beginAttempt(attempt: SignInAttempt, sendCode: () => Promise<boolean> = async () => false): Promise<void> {
    if (attempt.knownDevice) {
      await this.consumeAll([[this.consecutiveByKnownDevice, deviceKey(attempt)]]);
      return;
    }
    if (countedUpFront(attempt)) {
      // Counted on the account up front, so guesses sent in parallel from many addresses cannot all pass the hold
      // before the first of them has failed: past the lock every one is refused, however they arrive.
      const key = accountKey(attempt.account);
      const { consumedPoints } = await this.failuresByAccount.penalty(key);
      const held = await this.newDevicesHeld.get(key);
      const holding = !!held && held.msBeforeNext > 0;
      const locked = consumedPoints > this.limits.perAccountBeforeLock;
      if (locked || holding) {
        // Refused unchecked: not a failure of its own.
        await this.failuresByAccount.reward(key);
        if (locked && !holding) await this.newDevicesHeld.block(key, this.limits.accountLockSeconds);
        const waitMs = holding ? held.msBeforeNext : this.limits.accountLockSeconds * 1000;
        throw new NewDeviceRefusedError(waitMs / 1000, await sendCode());
      }
    }
    try {
      await this.consumeAll([
        [this.consecutiveByAccountAndAddress, pairKey(attempt)],
        [this.failuresByAddress, attempt.address],
      ]);
    } catch (error) {
      if (countedUpFront(attempt)) await this.failuresByAccount.reward(accountKey(attempt.account));
      throw error;
    }
  }

  /** Call when the password (or the login, or the second factor) was wrong: the account's count grows. */
  async recordFailure(attempt: SignInAttempt): Promise<void> {
    const key = accountKey(attempt.account);
    // A new device's attempt was counted when it began; a known device's or a code-holder's is counted now.
    const { consumedPoints } = countedUpFront(attempt)
      ? ((await this.failuresByAccount.get(key)) ?? { consumedPoints: 0 })
      : await this.failuresByAccount.penalty(key);
    const { perUsernameBeforeDelay, perAccountBeforeLock, maxDelaySeconds, accountLockSeconds } = this.limits;
    if (consumedPoints >= perAccountBeforeLock) {
      await this.newDevicesHeld.block(key, accountLockSeconds);
    } else if (consumedPoints >= perUsernameBeforeDelay && maxDelaySeconds > 0) {
      const exponent = Math.min(consumedPoints - perUsernameBeforeDelay, MAX_DELAY_EXPONENT);
      await this.newDevicesHeld.block(key, Math.min(maxDelaySeconds, 2 ** exponent));
    }
  }

  /**
   * Call when the attempt was neither right nor wrong (the password was right but the two-factor code
   * has not been asked for yet): gives back its up-front count without resetting anything.
   */
  async refundAttempt(attempt: SignInAttempt): Promise<void> {
    if (attempt.knownDevice) {
      await this.consecutiveByKnownDevice.reward(deviceKey(attempt));
      return;
    }
    await Promise.all([
      this.consecutiveByAccountAndAddress.reward(pairKey(attempt)),
      this.failuresByAddress.reward(attempt.address),
      countedUpFront(attempt) ? this.failuresByAccount.reward(accountKey(attempt.account)) : null,
    ]);
  }

  /**
   * Call when the credentials were right: resets the pair (or the device) and takes back the up-front count of
   * this attempt. The account's count stays: an attack on it is not over because its owner got in.
   */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    if (attempt.knownDevice) {
      await this.consecutiveByKnownDevice.delete(deviceKey(attempt));
      return;
    }
    await Promise.all([
      this.consecutiveByAccountAndAddress.delete(pairKey(attempt)),
      this.failuresByAddress.reward(attempt.address),
      countedUpFront(attempt) ? this.failuresByAccount.reward(accountKey(attempt.account)) : null,
    ]);
  }

  /** Consumes a point of each; if any refuses, gives the others theirs back and throws TooManyRequestsError. */
  private async consumeAll(counted: Array<[RateLimiterAbstract, string]>): Promise<void> {
    const results = await Promise.allSettled(counted.map(([limiter, key]) => limiter.consume(key)));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (refused.length === 0) return;
    // A refused attempt is not checked, so it must not count against the limiters that let it through.
    await Promise.all(
      results.map((result, index) => (result.status === 'fulfilled' ? counted[index][0].reward(counted[index][1]) : null)),
    );
    const storeError = refused.find((reason) => !(reason instanceof RateLimiterRes));
    if (storeError) throw storeError;
    throw new TooManyRequestsError(Math.max(...refused.map((res) => (res as RateLimiterRes).msBeforeNext)) / 1000);
  }
}

/**
 * Account ids are UUIDs; a login matching no account arrives as typed (any case, any length): one key per
 * name whatever its case, hashed so a megabyte-long guess does not become a megabyte-long key.
 */
function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');
}

/** Addresses never contain '|', so the pair cannot collide with another one. */
function pairKey({ account, address }: SignInAttempt): string {
  return `${address}|${accountKey(account)}`;
}

/** A new device's attempt (no known-device cookie, no emailed code) is counted on its account when it begins. */
function countedUpFront(attempt: SignInAttempt): boolean {
  return !attempt.knownDevice && !attempt.emailedCodeAccepted;
}

function deviceKey({ account, knownDevice }: SignInAttempt): string {
  return `${accountKey(account)}|${knownDevice}`;
}
