import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import {
  API_TOKEN_EXPIRY_MESSAGE,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPE_MESSAGE,
  isApiTokenScope,
  maxLengthMessage,
  OWNER,
  requiredMessage,
  roleAtLeast,
  type ApiTokenScope,
  type Role,
} from '@field-rules';
import { isUuid } from '../../shared/base-record';
import { NotFoundError, ValidationError, type FieldErrors } from '../../shared/errors';
import { requireRole, type Viewer } from '../../shared/viewer';
import { EXPIRED_TOKEN, INVALID_TOKEN, REVOKED_TOKEN } from '../admin/admin.service';
import { ApiToken } from './api-token.entity';
import type { CreateApiTokenInput } from './api-token.inputs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token's last use is written at most this often, not on every request. */
export const API_TOKEN_TOUCH_INTERVAL_MS = 60_000;
/** How many characters of the token the list shows: 'mk_' and 7 of the secret (42 bits, to recognise, not to guess). */
const VISIBLE_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 7;

/** The role each scope acts with, at most its creator's: reading is what every account may, writing is an editor's. */
const SCOPE_ROLES: Record<ApiTokenScope, Role> = { 'read-drafts': 'author', 'write-content': 'editor' };

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

export function statusOf(token: Pick<ApiToken, 'expiresAt' | 'revokedAt'>, now = new Date()): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  return token.expiresAt <= now ? 'expired' : 'active';
}

export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * API tokens (docs/decisions/069-api-tokens.md): owners make them with a scope and an expiry, see the token once,
 * list and revoke them; `authenticate` turns a request's token into the viewer both doors act for.
 */
export class ApiTokenService {
  private readonly repo: Repository<ApiToken>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(ApiToken);
  }

  /** Every token, newest first, with who made it; revoked and expired ones too (the list says which). */
  list(viewer: Viewer): Promise<ApiToken[]> {
    requireRole(viewer, OWNER);
    return this.repo.find({ relations: { createdBy: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Makes a token; the answer's `token` is the only time the whole token is seen. */
  async create(viewer: Viewer, input: CreateApiTokenInput): Promise<{ apiToken: ApiToken; token: string }> {
    const owner = requireRole(viewer, OWNER);
    const now = new Date();
    const name = (input.name ?? '').trim();
    const fields: FieldErrors = {};
    if (!name) fields.name = requiredMessage('Name');
    else if (name.length > API_TOKEN_NAME_MAX) fields.name = maxLengthMessage('Name', API_TOKEN_NAME_MAX);
    if (!isApiTokenScope(input.scope)) fields.scope = API_TOKEN_SCOPE_MESSAGE;
    const expiresAt = expiryOf(input, now);
    if (!expiresAt) fields.expiresAt = API_TOKEN_EXPIRY_MESSAGE;
    if (Object.keys(fields).length) throw new ValidationError(fields);

    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const saved = await this.repo.save(
      this.repo.create({
        name,
        scope: input.scope as ApiTokenScope,
        prefix: token.slice(0, VISIBLE_PREFIX_LENGTH),
        tokenHash: hashOfToken(token),
        createdById: owner.id,
        expiresAt: expiresAt!,
        lastUsedAt: null,
        revokedAt: null,
      }),
    );
    const apiToken = await this.repo.findOneOrFail({ where: { id: saved.id }, relations: { createdBy: true } });
    return { apiToken, token };
  }

  /** Revokes a token: it is refused from the next request on. Revoking it again changes nothing. */
  async revoke(viewer: Viewer, id: string): Promise<ApiToken> {
    requireRole(viewer, OWNER);
    const token = isUuid(id) ? await this.repo.findOne({ where: { id }, relations: { createdBy: true } }) : null;
    if (!token) throw new NotFoundError('API token');
    if (token.revokedAt) return token;
    token.revokedAt = new Date();
    // Saved as a record, so the activity log names the token it revoked.
    return this.repo.save(token);
  }

  /**
   * The viewer a request's `Bearer mk_...` stands for. Looked up by the token's SHA-256 (an index lookup, so the
   * time taken says nothing of how much of a guess was right); refused like a bad session token when unknown (the
   * same answer whatever was sent), expired, revoked, or when its creator is deactivated or no longer an owner.
   */
  async authenticate(token: string, ip: string): Promise<Viewer> {
    const refused = (authError: string): Viewer => ({ admin: null, authError, ip });
    const row = await this.repo.findOne({ where: { tokenHash: hashOfToken(token) }, relations: { createdBy: true } });
    const creator = row?.createdBy;
    if (!row || !creator) return refused(INVALID_TOKEN);
    if (row.revokedAt || creator.deactivatedAt || creator.role !== OWNER) return refused(REVOKED_TOKEN);
    const now = new Date();
    if (row.expiresAt <= now) return refused(EXPIRED_TOKEN);
    await this.touch(row, now);
    const scopeRole = SCOPE_ROLES[row.scope];
    return {
      admin: {
        id: creator.id,
        username: creator.username,
        role: roleAtLeast(creator.role, scopeRole) ? scopeRole : creator.role,
        sessionId: row.id,
        apiToken: { id: row.id, name: row.name, scope: row.scope },
      },
      authError: '',
      ip,
    };
  }

  /** Last use, written at most once a minute per token (a criteria update: no read, no activity log entry). */
  private async touch(row: ApiToken, now: Date): Promise<void> {
    if (row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() < API_TOKEN_TOUCH_INTERVAL_MS) return;
    await this.repo.update(row.id, { lastUsedAt: now });
  }
}

/** The expiry the input asks for, or null when it names none, or one not in the next API_TOKEN_MAX_DAYS days. */
function expiryOf({ expiresInDays, expiresAt }: CreateApiTokenInput, now: Date): Date | null {
  const latest = now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS;
  if (expiresInDays !== undefined && expiresInDays !== null) {
    const days = Number(expiresInDays);
    return Number.isInteger(days) && days >= 1 && days <= API_TOKEN_MAX_DAYS ? new Date(now.getTime() + days * DAY_MS) : null;
  }
  if (expiresAt === undefined || expiresAt === null) return null;
  const moment = expiresAt instanceof Date ? expiresAt : new Date(String(expiresAt));
  const time = moment.getTime();
  return Number.isFinite(time) && time > now.getTime() && time <= latest ? moment : null;
}
