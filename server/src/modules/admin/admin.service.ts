import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, IsNull, LessThan, MoreThan, Not, Repository } from 'typeorm';
import { API_TOKEN_PREFIX, OWNER, requiredMessage } from '@field-rules';
import type { Config } from '../../config';
import { AuthenticationError, NotFoundError, ValidationError } from '../../shared/errors';
import { memoryRateLimiters, type RateLimiterFactory } from '../../shared/rate-limit';
import { NO_TOKEN_MESSAGE, type AdminIdentity, type Viewer } from '../../shared/viewer';
import { isUuid } from '../../shared/base-record';
import { AdminSession } from './admin-session.entity';
import { Admin } from './admin.entity';
import { CurrentPasswordCheck } from './current-password';
import { KnownDevices, type CookieJar } from './known-devices';
import { LoginProtection, type LoginProtectionConfig, type SignInAttempt } from './login-protection';
import { SignInCodes } from './sign-in-codes';
import { INVALID_CODE, TwoFactorRequiredError, TwoFactorService } from './two-factor.service';

export const INVALID_TOKEN = 'Invalid token.';
export const EXPIRED_TOKEN = 'Token expired.';
export const REVOKED_TOKEN = 'Invalid token or admin account deactivated.';
export const MIN_PASSWORD_LENGTH = 8;
/** A session's last use is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** The column widths of admin_session.userAgent and ipAddress. */
const MAX_USER_AGENT_LENGTH = 512;
const MAX_ADDRESS_LENGTH = 64;

/** What a login carries besides the credentials. */
export interface LoginExtras {
  /** The second factor (an authenticator code or a recovery code) when the account has two-factor on. */
  code?: unknown;
  /** Kept on the session so the admin can tell their devices apart. */
  userAgent?: string;
  /** The one-time code emailed to the account while it refuses new devices (sign-in-codes.ts). */
  deviceCode?: unknown;
  /** The request's cookies and its answer's: a device the account knows carries one, a successful sign-in gets one. */
  cookies?: CookieJar;
}

/** What a security change (new password, sessions ended) asks again: the password, and a code with two-factor on. */
export interface Reauthentication {
  password: unknown;
  code?: unknown;
}

/** One of the signed-in admin's live sessions, as the security page lists it. */
export interface ActiveSessionInfo {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

type AuthConfig = Pick<Config, 'jwtSecret' | 'jwtExpiresIn'> & LoginProtectionConfig;

/** Login (with the optional second factor), token checks, sessions, logout and password changes for administrators. */
export class AdminService {
  private readonly admins: Repository<Admin>;
  private readonly sessions: Repository<AdminSession>;
  private readonly loginProtection: LoginProtection;
  /** Verified against when the user does not exist, so both failures take as long. */
  private dummyHash: Promise<string> | undefined;

  private readonly knownDevices: KnownDevices;

  constructor(
    dataSource: DataSource,
    private readonly config: AuthConfig,
    rateLimiters: RateLimiterFactory = memoryRateLimiters,
    private readonly currentPassword: CurrentPasswordCheck = new CurrentPasswordCheck(rateLimiters),
    private readonly twoFactor: TwoFactorService = new TwoFactorService(dataSource, config, rateLimiters, currentPassword),
    private readonly signInCodes: SignInCodes = new SignInCodes(config.jwtSecret, null, undefined, rateLimiters),
    /** Resolves `Bearer mk_...` (an owner's API token, docs/decisions/069-api-tokens.md); without it those are invalid. */
    private readonly apiTokens?: { authenticate(token: string, ip: string): Promise<Viewer> },
  ) {
    this.admins = dataSource.getRepository(Admin);
    this.sessions = dataSource.getRepository(AdminSession);
    this.loginProtection = new LoginProtection(config, rateLimiters);
    this.knownDevices = new KnownDevices(config.jwtSecret);
  }

  async login(
    username: unknown,
    password: unknown,
    ip: string,
    { code, userAgent, deviceCode, cookies }: LoginExtras = {},
  ): Promise<{ token: string; admin: Admin }> {
    if (!isFilled(username) || !isFilled(password)) {
      throw new ValidationError(
        missingFields({ username: ['Username', username], password: ['Password', password] }),
        'Username and password are required',
      );
    }
    // Counted per account, so its username and its email are one target (docs/decisions/046).
    const admin = await this.findByLogin(username.trim());
    const knownDevice = admin ? this.knownDevices.deviceOf(cookies, admin.id) : undefined;
    const attempt: SignInAttempt = {
      account: admin?.id ?? username,
      address: ip,
      knownDevice,
      emailedCodeAccepted:
        !!admin && !knownDevice && isFilled(deviceCode) && (await this.signInCodes.accept(admin.id, deviceCode)),
    };
    // A login matching no account is told the same as one that does: whether a code would be mailed.
    await this.loginProtection.beginAttempt(attempt, async () =>
      admin ? this.signInCodes.send(admin) : this.signInCodes.enabled,
    );
    const valid = admin
      ? await argon2.verify(admin.passwordHash, password)
      : await argon2.verify(await this.getDummyHash(), password).then(() => false);
    // A deactivated account is refused like a wrong password: the answer does not say the account exists.
    if (!admin || !valid || admin.deactivatedAt) {
      await this.loginProtection.recordFailure(attempt);
      throw new AuthenticationError('Invalid credentials');
    }
    // Two-factor step: no code yet asks for one (TwoFactorRequiredError); a wrong one fails like a wrong password.
    const codeAccepted = await this.twoFactor.verifyLogin(admin, code).catch(async (error: unknown) => {
      // The right password without a code yet is the first half of a good login, not a failure.
      if (error instanceof TwoFactorRequiredError) await this.loginProtection.refundAttempt(attempt);
      throw error;
    });
    if (!codeAccepted) {
      await this.loginProtection.recordFailure(attempt);
      throw new AuthenticationError(INVALID_CODE);
    }
    await this.loginProtection.recordSuccess(attempt);
    this.knownDevices.remember(cookies, admin.id);
    admin.lastLogin = new Date();
    await this.admins.update(admin.id, { lastLogin: admin.lastLogin });
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    return { token: await this.issueToken(admin, ip, userAgent), admin };
  }

  /** Resolves the Authorization header (a session's JWT or an API token) to a viewer. Never throws: public reads ignore bad tokens. */
  async authenticate(authorization: string | undefined, ip: string): Promise<Viewer> {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return { admin: null, authError: NO_TOKEN_MESSAGE, ip };
    // An API token is not a JWT: its prefix sends it to its own lookup, which answers refusals in the same words.
    if (token.startsWith(API_TOKEN_PREFIX)) {
      return this.apiTokens ? this.apiTokens.authenticate(token, ip) : { admin: null, authError: INVALID_TOKEN, ip };
    }
    let claims: jwt.JwtPayload;
    try {
      const verified = jwt.verify(token, this.config.jwtSecret, { algorithms: ['HS256'] });
      if (typeof verified === 'string' || !verified.jti || !verified.sub) throw new Error('malformed');
      claims = verified;
    } catch (error) {
      const message = error instanceof jwt.TokenExpiredError ? EXPIRED_TOKEN : INVALID_TOKEN;
      return { admin: null, authError: message, ip };
    }
    const session = await this.sessions.findOne({
      where: { id: claims.jti, adminId: claims.sub, revokedAt: IsNull() },
      relations: { admin: true },
    });
    if (!session || !session.admin || session.admin.deactivatedAt || session.expiresAt < new Date()) {
      return { admin: null, authError: REVOKED_TOKEN, ip };
    }
    await this.touchSession(session, ip);
    const { admin } = session;
    return { admin: { id: admin.id, username: admin.username, role: admin.role, sessionId: session.id }, authError: '', ip };
  }

  async profile(identity: AdminIdentity): Promise<Admin> {
    const admin = await this.admins.findOneBy({ id: identity.id });
    if (!admin) throw new AuthenticationError(REVOKED_TOKEN);
    return admin;
  }

  async logout(identity: AdminIdentity): Promise<void> {
    const session = await this.sessions.findOneBy({ id: identity.sessionId, revokedAt: IsNull() });
    if (session) await this.revoke(session);
  }

  /**
   * Changes the password and revokes every other token of this admin (the current one stays valid). Needs the
   * current password (counted per account) and, with two-factor on, a current code.
   */
  async changePassword(identity: AdminIdentity, currentPassword: unknown, newPassword: unknown, code?: unknown): Promise<void> {
    if (!isFilled(currentPassword) || !isFilled(newPassword)) {
      throw new ValidationError(
        missingFields({ currentPassword: ['Current password', currentPassword], newPassword: ['New password', newPassword] }),
        'Current password and new password are required',
      );
    }
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      throw ValidationError.single('newPassword', 'New password must be at least 8 characters long');
    }
    const admin = await this.profile(identity);
    await this.currentPassword.verify(admin, currentPassword, 'currentPassword', 'Current password is incorrect');
    await this.twoFactor.confirmCode(admin, code);
    admin.passwordHash = await hashPassword(newPassword);
    await this.admins.save(admin);
    await this.sessions.update(
      { adminId: admin.id, id: Not(identity.sessionId), revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
  }

  /** The admin's sessions that can still be used, most recently used first. */
  async listSessions(identity: AdminIdentity): Promise<ActiveSessionInfo[]> {
    const sessions = await this.sessions.findBy({ adminId: identity.id, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) });
    const infos = sessions.map((session) => ({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt ?? session.createdAt,
      current: session.id === identity.sessionId,
    }));
    return infos.sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
  }

  /**
   * Revokes one of the admin's own sessions (its token is refused from the next request on). Another session
   * needs the password (and a code with two-factor on): a stolen token must not sign its owner out everywhere.
   * Ending the current one is signing out, and needs nothing.
   */
  async endSession(identity: AdminIdentity, sessionId: unknown, reauth?: Reauthentication): Promise<{ current: boolean }> {
    if (typeof sessionId !== 'string' || !isUuid(sessionId)) throw new NotFoundError('Session');
    if (sessionId !== identity.sessionId) await this.reauthenticate(identity, reauth);
    // Scoped to the admin: another admin's session is 'not found', never ended.
    const session = await this.sessions.findOneBy({ id: sessionId, adminId: identity.id, revokedAt: IsNull() });
    if (!session) throw new NotFoundError('Session');
    await this.revoke(session);
    return { current: sessionId === identity.sessionId };
  }

  /** Saved as a record (not by criteria), so the change names the session it ended (the activity log says which). */
  private async revoke(session: AdminSession): Promise<void> {
    session.revokedAt = new Date();
    await this.sessions.save(session);
  }

  /**
   * Creates the first administrator when there is none. Returns the generated password
   * when none was configured, so the caller can print it once.
   */
  async ensureInitialAdmin(initial: Config['initialAdmin']): Promise<{ created: boolean; generatedPassword?: string }> {
    if ((await this.admins.count()) > 0) return { created: false };
    const generatedPassword = initial.password ? undefined : randomBytes(12).toString('base64url');
    await this.admins.save(
      this.admins.create({
        username: initial.username,
        email: initial.email.toLowerCase(),
        passwordHash: await hashPassword(initial.password ?? generatedPassword!),
        role: OWNER,
      }),
    );
    return { created: true, generatedPassword };
  }

  /** For the admin:reset-password CLI: sets a new password and revokes all of that admin's tokens. */
  async resetPassword(login: string, newPassword?: string): Promise<{ admin: Admin; password: string }> {
    const admin = await this.findByLogin(login);
    if (!admin) throw new NotFoundError('Admin');
    const password = newPassword ?? randomBytes(12).toString('base64url');
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw ValidationError.single('newPassword', 'New password must be at least 8 characters long');
    }
    await this.admins.update(admin.id, { passwordHash: await hashPassword(password) });
    await this.sessions.update({ adminId: admin.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return { admin, password };
  }

  /** For the admin:disable-2fa CLI: turns two-factor sign-in off and revokes that admin's tokens. */
  async disableTwoFactor(login: string): Promise<Admin> {
    const admin = await this.findByLogin(login);
    if (!admin) throw new NotFoundError('Admin');
    await this.twoFactor.turnOff(admin.id);
    await this.sessions.update({ adminId: admin.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return admin;
  }

  /** The password (counted per account) and, with two-factor on, a current code. */
  private async reauthenticate(identity: AdminIdentity, reauth: Reauthentication | undefined): Promise<void> {
    if (!isFilled(reauth?.password)) throw ValidationError.single('password', requiredMessage('Password'));
    const admin = await this.profile(identity);
    await this.currentPassword.verify(admin, reauth.password, 'password', 'Password is incorrect');
    await this.twoFactor.confirmCode(admin, reauth.code);
  }

  private findByLogin(login: string): Promise<Admin | null> {
    return this.admins
      .createQueryBuilder('admin')
      .where('admin.username = :login OR admin.email = lower(:login)', { login })
      .getOne();
  }

  /** Last use and address, written at most once a minute per session so requests do not each cost a write. */
  private async touchSession(session: AdminSession, ip: string): Promise<void> {
    const now = new Date();
    if (session.lastUsedAt && now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
    await this.sessions.update(session.id, { lastUsedAt: now, ipAddress: ip.slice(0, MAX_ADDRESS_LENGTH) });
  }

  private async issueToken(admin: Admin, ip: string, userAgent: string | undefined): Promise<string> {
    const sessionId = randomUUID();
    const token = jwt.sign({ role: admin.role }, this.config.jwtSecret, {
      algorithm: 'HS256',
      subject: admin.id,
      jwtid: sessionId,
      expiresIn: this.config.jwtExpiresIn as jwt.SignOptions['expiresIn'],
    });
    const { exp } = jwt.decode(token) as jwt.JwtPayload;
    await this.sessions.insert({
      id: sessionId,
      adminId: admin.id,
      expiresAt: new Date(exp! * 1000),
      revokedAt: null,
      userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null,
      ipAddress: ip.slice(0, MAX_ADDRESS_LENGTH),
      lastUsedAt: new Date(),
    });
    return token;
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}

/** A non-blank string (the login and password forms send nothing else). */
function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** '{label} is required' for each field that is not filled in. */
function missingFields(fields: Record<string, [label: string, value: unknown]>): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const [name, [label, value]] of Object.entries(fields)) {
    if (!isFilled(value)) missing[name] = requiredMessage(label);
  }
  return missing;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}
