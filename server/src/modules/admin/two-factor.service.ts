import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource, Repository } from 'typeorm';
import type { Config } from '../../config';
import { AppError, AuthenticationError, TooManyRequestsError, ValidationError } from '../../shared/errors';
import { requiredMessage } from '@field-rules';
import { SITE_DEFAULTS } from '@field-rules/site-defaults';
import { consumeOrRefuse, memoryRateLimiters, type RateLimiterFactory } from '../../shared/rate-limit';
import { logger } from '../../ops/logger';
import type { AdminIdentity } from '../../shared/viewer';
import { Admin } from './admin.entity';
import { CurrentPasswordCheck } from './current-password';
import { SecretBox } from './secret-box';

export const TWO_FACTOR_REQUIRED = 'Two-factor code required';
export const INVALID_CODE = 'Invalid authentication code';
export const CODE_REQUIRED = requiredMessage('Authentication code');
export const ALREADY_ENABLED = 'Two-factor authentication is already enabled';
export const NOT_ENABLED = 'Two-factor authentication is not enabled';
export const SETUP_FIRST = 'Start the two-factor setup first';

/** What authenticator apps show next to the code: the company name the site shipped with. */
const ISSUER = SITE_DEFAULTS.companyName;
/** RFC 6238 defaults, which every authenticator app supports. */
const PERIOD_SECONDS = 30;
/** One step either side tolerates a phone clock that is a little off. */
const WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no i, l, o, u, so codes read back without ambiguity. 15 characters = 75 bits each. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 5;
/** Wrong codes allowed per account per window, whatever the address: at login, on enable and disable, and re-authentication. */
const MAX_WRONG_CODES = 10;
const WRONG_CODES_WINDOW_SECONDS = 15 * 60;

/** A right password for an account with two-factor on, but no code yet: the client asks for one. */
export class TwoFactorRequiredError extends AppError {
  readonly code = 'TWO_FACTOR_REQUIRED';
  readonly httpStatus = 401;
  constructor() {
    super(TWO_FACTOR_REQUIRED);
  }
}

class TooManyWrongCodesError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many wrong codes. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`;
  }
}

export interface TwoFactorSetup {
  /** Base32, for typing into the app when the QR code cannot be scanned. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a PNG data: URL. */
  qrCode: string;
}

/** Optional TOTP second factor for administrators: setup, enable (with recovery codes), disable, and the login check. */
export class TwoFactorService {
  private readonly admins: Repository<Admin>;
  private readonly secrets: SecretBox;
  private readonly wrongCodes: RateLimiterAbstract;

  constructor(
    dataSource: DataSource,
    config: Pick<Config, 'jwtSecret'>,
    rateLimiters: RateLimiterFactory = memoryRateLimiters,
    private readonly currentPassword: CurrentPasswordCheck = new CurrentPasswordCheck(rateLimiters),
  ) {
    this.admins = dataSource.getRepository(Admin);
    this.secrets = new SecretBox(config.jwtSecret, 'totp');
    this.wrongCodes = rateLimiters({
      keyPrefix: 'two_factor_wrong_code_admin',
      points: MAX_WRONG_CODES,
      durationSeconds: WRONG_CODES_WINDOW_SECONDS,
    });
  }

  async status(identity: AdminIdentity): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const admin = await this.load(identity.id);
    return {
      enabled: admin.twoFactorEnabled,
      recoveryCodesLeft: admin.twoFactorEnabled ? admin.twoFactorRecoveryCodes.length : 0,
    };
  }

  /** Starts (or restarts) setup with a new secret; nothing changes at login until `enable`. */
  async setup(identity: AdminIdentity): Promise<TwoFactorSetup> {
    const admin = await this.load(identity.id);
    if (admin.twoFactorEnabled) throw ValidationError.single('code', ALREADY_ENABLED);
    const secret = new Secret({ size: 20 });
    admin.twoFactorSecret = this.secrets.seal(secret.base32);
    await this.admins.save(admin);
    const otpauthUrl = totpFor(secret, admin.username).toString();
    const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    return { secret: secret.base32, otpauthUrl, qrCode };
  }

  /**
   * Turns two-factor on once a code from the app proves the secret was stored; returns the recovery codes, once.
   * Needs the password too: a stolen token must not be able to put a second factor between the owner and the account.
   */
  async enable(identity: AdminIdentity, password: unknown, code: unknown): Promise<string[]> {
    if (!isFilled(password) || !isFilled(code)) throw passwordAndCodeRequired(password, code);
    const admin = await this.load(identity.id);
    if (admin.twoFactorEnabled) throw ValidationError.single('code', ALREADY_ENABLED);
    if (!admin.twoFactorSecret) throw ValidationError.single('code', SETUP_FIRST);
    await this.currentPassword.verify(admin, password, 'password', 'Password is incorrect');
    await this.guardWrongCodes(admin.id, () => this.matchesTotp(admin, code, false));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.admins.save(
      Object.assign(admin, {
        twoFactorEnabled: true,
        twoFactorRecoveryCodes: codes.map(hashRecoveryCode),
        twoFactorLastUsedStep: null,
      }),
    );
    return codes;
  }

  /** Turns two-factor off; needs the password and a current code (or a recovery code). */
  async disable(identity: AdminIdentity, password: unknown, code: unknown): Promise<void> {
    if (!isFilled(password) || !isFilled(code)) throw passwordAndCodeRequired(password, code);
    const admin = await this.load(identity.id);
    if (!admin.twoFactorEnabled) throw ValidationError.single('code', NOT_ENABLED);
    await this.currentPassword.verify(admin, password, 'password', 'Password is incorrect');
    await this.guardWrongCodes(admin.id, () => this.matchesCode(admin, code));
    await this.turnOff(admin.id);
  }

  /** For the admin:disable-2fa CLI: the way back in for an owner who lost the device and the recovery codes. */
  async turnOff(adminId: string): Promise<void> {
    const admin = await this.load(adminId);
    await this.admins.save(
      Object.assign(admin, {
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorRecoveryCodes: [],
        twoFactorLastUsedStep: null,
      }),
    );
  }

  /**
   * The login's second step, after the password was found right. True when the account has no
   * second factor or the code is right (a TOTP code once per time step, a recovery code once ever);
   * throws TwoFactorRequiredError when a code is needed and none came.
   */
  async verifyLogin(admin: Admin, code: unknown): Promise<boolean> {
    if (!admin.twoFactorEnabled) return true;
    if (!isFilled(code)) throw new TwoFactorRequiredError();
    // Counted per account, whatever the address: a botnet holding the password gets the same few tries as anyone.
    await this.countCode(admin.id);
    if (!(await this.matchesCode(await this.load(admin.id), code))) return false;
    await this.wrongCodes.delete(admin.id);
    return true;
  }

  /** Counts a code against the account before it is checked, so codes sent in parallel cannot all slip past the limit. */
  private async countCode(adminId: string): Promise<void> {
    await consumeOrRefuse(this.wrongCodes, adminId, (seconds) => new TooManyWrongCodesError(seconds));
  }

  /**
   * Re-authentication's second half before a security change (ending sessions, a new password): with two-factor
   * on, a current code (or a recovery code) is needed too, under the same per-account count of wrong codes.
   */
  async confirmCode(admin: Pick<Admin, 'id' | 'twoFactorEnabled'>, code: unknown): Promise<void> {
    // The caller has the admin already: the secret and the codes (never selected by default) are read only when needed.
    if (!admin.twoFactorEnabled) return;
    if (!isFilled(code)) throw ValidationError.single('code', CODE_REQUIRED);
    const withSecrets = await this.load(admin.id);
    await this.guardWrongCodes(admin.id, () => this.matchesCode(withSecrets, code));
  }

  private async matchesCode(admin: Admin, code: string): Promise<boolean> {
    const compact = code.replace(/[\s-]/g, '');
    if (/^\d{6}$/.test(compact)) return this.matchesTotp(admin, compact, true);
    return this.useRecoveryCode(admin.id, compact);
  }

  /** `once`: record the time step, so the same code (or an older one) cannot be replayed at login. */
  private async matchesTotp(admin: Admin, code: string, once: boolean): Promise<boolean> {
    const base32 = admin.twoFactorSecret ? this.secrets.open(admin.twoFactorSecret) : null;
    if (!base32) {
      if (admin.twoFactorSecret)
        logger.warn(
          `Two-factor secret of ${admin.username} cannot be decrypted (JWT_SECRET changed?); only recovery codes work.`,
        );
      return false;
    }
    const now = Date.now();
    const delta = totpFor(Secret.fromBase32(base32), admin.username).validate({
      token: code.replace(/\s/g, ''),
      timestamp: now,
      window: WINDOW,
    });
    if (delta === null) return false;
    if (!once) return true;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    // One conditional write: two logins racing with the same code cannot both win.
    const { affected } = await this.admins
      .createQueryBuilder()
      .update(Admin)
      .set({ twoFactorLastUsedStep: step })
      .where('id = :id AND ("twoFactorLastUsedStep" IS NULL OR "twoFactorLastUsedStep" < :step)', { id: admin.id, step })
      .execute();
    return affected === 1;
  }

  private async useRecoveryCode(adminId: string, code: string): Promise<boolean> {
    const hash = hashRecoveryCode(code);
    // The row is locked while the code is found and removed, so a code works once even under concurrent logins.
    return this.admins.manager.transaction(async (manager) => {
      const admin = await manager.findOne(Admin, {
        where: { id: adminId },
        select: { id: true, username: true, twoFactorRecoveryCodes: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!admin?.twoFactorRecoveryCodes.includes(hash)) return false;
      admin.twoFactorRecoveryCodes = admin.twoFactorRecoveryCodes.filter((known) => known !== hash);
      await manager.save(admin);
      return true;
    });
  }

  /** Enable and disable are behind a token, but a stolen one must not be able to try every code. */
  private async guardWrongCodes(adminId: string, check: () => Promise<boolean>): Promise<void> {
    await this.countCode(adminId);
    if (await check()) {
      await this.wrongCodes.delete(adminId);
      return;
    }
    throw ValidationError.single('code', INVALID_CODE);
  }

  private async load(id: string): Promise<Admin> {
    const admin = await this.admins.findOne({
      where: { id },
      select: {
        id: true,
        username: true,
        passwordHash: true,
        twoFactorEnabled: true,
        twoFactorSecret: true,
        twoFactorRecoveryCodes: true,
        twoFactorLastUsedStep: true,
      },
    });
    if (!admin) throw new AuthenticationError('Invalid token or admin account deactivated.');
    return admin;
  }
}

function totpFor(secret: Secret, username: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, secret, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
}

function newRecoveryCode(): string {
  const groups = Array.from({ length: RECOVERY_GROUPS }, () =>
    Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** Case, spaces and dashes do not matter, and the letters Crockford leaves out read as the digits they look like. */
function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return createHash('sha256').update(normalized).digest('hex');
}

function passwordAndCodeRequired(password: unknown, code: unknown): ValidationError {
  const fields: Record<string, string> = {};
  if (!isFilled(password)) fields.password = requiredMessage('Password');
  if (!isFilled(code)) fields.code = CODE_REQUIRED;
  return Object.keys(fields).length === 1
    ? new ValidationError(fields)
    : new ValidationError(fields, 'Password and authentication code are required');
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
