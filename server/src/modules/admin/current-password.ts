import argon2 from 'argon2';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError, ValidationError } from '../../shared/errors';
import { consumeOrRefuse, memoryRateLimiters, type RateLimiterFactory } from '../../shared/rate-limit';
import type { Admin } from './admin.entity';

/** Wrong current passwords per account per quarter hour, across every address and session. */
const MAX_WRONG_PASSWORDS = 5;
const WINDOW_SECONDS = 15 * 60;

class TooManyWrongPasswordsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many wrong passwords. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`;
  }
}

/**
 * The current password asked again before a security change (changing the password, turning two-factor on or
 * off, ending sessions), counted per account whatever the address or token: a stolen token gets five guesses
 * a quarter hour, not an unlimited supply (docs/decisions/046).
 */
export class CurrentPasswordCheck {
  private readonly wrong: RateLimiterAbstract;

  constructor(rateLimiters: RateLimiterFactory = memoryRateLimiters) {
    this.wrong = rateLimiters({
      keyPrefix: 'reauth_wrong_password_account',
      points: MAX_WRONG_PASSWORDS,
      durationSeconds: WINDOW_SECONDS,
      blockDurationSeconds: WINDOW_SECONDS,
    });
  }

  /** Throws ValidationError on `field` with `message` when wrong, TooManyRequestsError once the account has had too many. */
  async verify(admin: Pick<Admin, 'id' | 'passwordHash'>, password: string, field: string, message: string): Promise<void> {
    // Counted before the check, so parallel guesses cannot all slip past the limit while argon2 works.
    await consumeOrRefuse(this.wrong, admin.id, (seconds) => new TooManyWrongPasswordsError(seconds));
    if (await argon2.verify(admin.passwordHash, password)) {
      await this.wrong.reward(admin.id);
      return;
    }
    throw ValidationError.single(field, message);
  }
}
