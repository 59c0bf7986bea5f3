import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DEFAULT_LOGIN_FAILURE_LIMITS, type Config, type LoginFailureLimits } from '../../config';
import { TooManyRequestsError } from '../../shared/errors';
import { memoryRateLimiters, type RateLimiterFactory } from '../../shared/rate-limit';

const DAY_SECONDS = 24 * 60 * 60;
/** 2^30 s is decades: enough to reach any configured maximum without overflowing to Infinity. */
const MAX_DELAY_EXPONENT = 30;

export type LoginProtectionConfig = Pick<Config, 'loginRateLimit'> & Partial<Pick<Config, 'loginFailureLimits'>>;

/**
 * Brute-force protection for the login, after rate-limiter-flexible's "Login endpoint protection"
 * recipe (docs/decisions/012-login-protection.md):
 * - consecutive failures per username and address block that pair (LOGIN_RATE_LIMIT_MAX, then
 *   LOGIN_RATE_LIMIT_WINDOW_SECONDS); a success resets it;
 * - failures per address per day block the address for a day, whatever usernames it tries;
 * - failures per username per day make every address that keeps failing for it wait longer and
 *   longer, but never an address that has not failed for it, so the owner always gets in.
 * A wrong password and an unknown username count alike.
 */
export class LoginProtection {
  private readonly limits: LoginFailureLimits & { maxAttempts: number; windowSeconds: number };
  private readonly consecutiveByUsernameAndAddress: RateLimiterAbstract;
  private readonly failuresByAddress: RateLimiterAbstract;
  private readonly failuresByUsername: RateLimiterAbstract;
  /** A pair that failed while its username is under attack waits here before its next attempt. */
  private readonly delayedUsernameAndAddress: RateLimiterAbstract;

  constructor(config: LoginProtectionConfig, rateLimiters: RateLimiterFactory = memoryRateLimiters) {
    this.limits = { ...config.loginRateLimit, ...(config.loginFailureLimits ?? DEFAULT_LOGIN_FAILURE_LIMITS) };
    const { maxAttempts, windowSeconds, perAddressPerDay, perUsernameBeforeDelay, maxDelaySeconds } = this.limits;
    this.consecutiveByUsernameAndAddress = rateLimiters({
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
    this.failuresByUsername = rateLimiters({
      keyPrefix: 'login_fail_username_per_day',
      points: perUsernameBeforeDelay,
      durationSeconds: DAY_SECONDS,
    });
    this.delayedUsernameAndAddress = rateLimiters({
      keyPrefix: 'login_delay_username_and_ip',
      points: 1,
      durationSeconds: Math.max(1, maxDelaySeconds),
    });
  }

  /**
   * Call before checking the password: throws TooManyRequestsError while this username may not be
   * tried from this address. Otherwise the attempt is counted as a failure up front, so parallel
   * guesses cannot all slip past the limits while their passwords are being checked.
   */
  async beginAttempt(username: string, address: string): Promise<void> {
    const pair = pairKey(username, address);
    const delayed = await this.delayedUsernameAndAddress.get(pair);
    if (delayed && delayed.msBeforeNext > 0) throw new TooManyRequestsError(delayed.msBeforeNext / 1000);

    const counted: Array<[RateLimiterAbstract, string]> = [
      [this.consecutiveByUsernameAndAddress, pair],
      [this.failuresByAddress, address],
    ];
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

  /** Call when the password (or the username) was wrong: the attempt stays counted, and the username's count grows. */
  async recordFailure(username: string, address: string): Promise<void> {
    const { consumedPoints } = await this.failuresByUsername.penalty(usernameKey(username));
    const beyondFreeFailures = consumedPoints - this.limits.perUsernameBeforeDelay;
    if (beyondFreeFailures <= 0 || this.limits.maxDelaySeconds <= 0) return;
    const delaySeconds = Math.min(this.limits.maxDelaySeconds, 2 ** Math.min(beyondFreeFailures - 1, MAX_DELAY_EXPONENT));
    await this.delayedUsernameAndAddress.block(pairKey(username, address), delaySeconds);
  }

  /**
   * Call when the attempt was neither right nor wrong (the password was right but the two-factor code
   * has not been asked for yet): gives back its up-front count without resetting anything.
   */
  async refundAttempt(username: string, address: string): Promise<void> {
    await Promise.all([
      this.consecutiveByUsernameAndAddress.reward(pairKey(username, address)),
      this.failuresByAddress.reward(address),
    ]);
  }

  /** Call when the credentials were right: resets the pair and takes back the up-front count of this attempt. */
  async recordSuccess(username: string, address: string): Promise<void> {
    const pair = pairKey(username, address);
    await Promise.all([
      this.consecutiveByUsernameAndAddress.delete(pair),
      this.delayedUsernameAndAddress.delete(pair),
      this.failuresByAddress.reward(address),
    ]);
  }
}

/**
 * Usernames arrive as typed (any case, any length): one key per account name whatever its case,
 * hashed so a megabyte-long guess does not become a megabyte-long key.
 */
function usernameKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
}

/** Addresses never contain '|', so the pair cannot collide with another one. */
function pairKey(username: string, address: string): string {
  return `${address}|${usernameKey(username)}`;
}
