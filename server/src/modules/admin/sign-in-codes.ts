import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Mailer } from '../../shared/mailer';
import { memoryRateLimiters, type RateLimiterFactory } from '../../shared/rate-limit';
import { logger } from '../../ops/logger';
import type { Admin } from './admin.entity';

/** A code is good for the ten-minute step it was made in and the one after. */
const STEP_SECONDS = 10 * 60;
/** One email per account per five minutes, however often the refused device asks. */
const MAIL_INTERVAL_SECONDS = 5 * 60;
/** Wrong codes per account per quarter hour: six digits cannot be guessed in that many. */
const MAX_WRONG_CODES = 5;
const WRONG_CODES_WINDOW_SECONDS = 15 * 60;

/**
 * One-time sign-in codes for a new device while its account is under attack (docs/decisions/046): mailed to the
 * account's address when SMTP_URL is set; entered with the password, a right one lets the device past the
 * account's hold (the password is then checked as usual). Six digits from an HMAC of JWT_SECRET, the account and
 * the time step, so every instance knows them without storing them; each is used once, and wrong guesses are
 * limited per account.
 */
export class SignInCodes {
  private readonly mailed: RateLimiterAbstract;
  private readonly used: RateLimiterAbstract;
  private readonly wrong: RateLimiterAbstract;

  constructor(
    private readonly secret: string,
    private readonly mailer: Mailer | null,
    private readonly publicUrl: string | undefined,
    rateLimiters: RateLimiterFactory = memoryRateLimiters,
  ) {
    this.mailed = rateLimiters({ keyPrefix: 'signin_code_mailed', points: 1, durationSeconds: MAIL_INTERVAL_SECONDS });
    this.used = rateLimiters({ keyPrefix: 'signin_code_used', points: 1, durationSeconds: 2 * STEP_SECONDS });
    this.wrong = rateLimiters({
      keyPrefix: 'signin_code_wrong',
      points: MAX_WRONG_CODES,
      durationSeconds: WRONG_CODES_WINDOW_SECONDS,
    });
  }

  get enabled(): boolean {
    return this.mailer !== null;
  }

  /**
   * Mails `admin` a code unless one went out in the last five minutes (that one is still good). True when a
   * code is on its way or was sent lately; false without SMTP, an email address or a working mail server.
   */
  async send(admin: Pick<Admin, 'id' | 'email' | 'username'>): Promise<boolean> {
    if (!this.mailer || !admin.email) return false;
    const recent = await this.mailed.get(admin.id);
    if (recent && recent.consumedPoints > 0) return true;
    await this.mailed.consume(admin.id).catch(() => undefined);
    const code = this.codeFor(admin.id, currentStep());
    const where = this.publicUrl ? ` at ${this.publicUrl}/admin-login` : '';
    try {
      await this.mailer.send({
        to: admin.email,
        subject: 'Your sign-in code',
        text:
          `Someone is signing in to the admin account "${admin.username}"${where} from a device it has not used before, ` +
          `while the account is refusing new devices after many failed sign-ins.\n\n` +
          `If it is you, enter this code with your password: ${code}\nIt works once, within about ten minutes.\n\n` +
          `If it is not you, you need do nothing: without this code and the password no new device gets in. ` +
          `Consider changing your password and turning on two-factor authentication.\n`,
      });
      return true;
    } catch (error) {
      logger.error({ err: error }, 'The sign-in code for a new device could not be mailed');
      await this.mailed.delete(admin.id);
      return false;
    }
  }

  /** True once for a right code of this or the previous step; wrong ones count against the account. */
  async accept(accountId: string, given: string): Promise<boolean> {
    const wrong = await this.wrong.get(accountId);
    if (wrong && wrong.consumedPoints >= MAX_WRONG_CODES) return false;
    const digits = given.replace(/\s/g, '');
    const step = currentStep();
    for (const candidate of [step, step - 1]) {
      if (!/^\d{6}$/.test(digits) || !sameText(digits, this.codeFor(accountId, candidate))) continue;
      const usedKey = `${accountId}:${candidate}`;
      const spent = await this.used.get(usedKey);
      if (spent && spent.consumedPoints > 0) break;
      await this.used.consume(usedKey).catch(() => undefined);
      return true;
    }
    await this.wrong.penalty(accountId);
    return false;
  }

  private codeFor(accountId: string, step: number): string {
    const digest = createHmac('sha256', this.secret).update(`signin-code:${accountId}:${step}`).digest();
    return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }
}

const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

function sameText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
