import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, Not, type DataSource, type EntityManager, type Repository } from 'typeorm';
import {
  EMAIL_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  INVITATION_HOURS,
  INVITATION_INVALID_MESSAGE,
  isEmailAddress,
  isUsername,
  NEW_ACCOUNT_PASSWORD_MESSAGE,
  USERNAME_MESSAGE,
  LAST_OWNER_MESSAGE,
  ROLE_LABELS,
  UNKNOWN_ROLE_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type Role,
  OWNER,
} from '@field-rules';
import { isUuid } from '../../shared/base-record';
import { isUniqueViolation, NotFoundError, ValidationError } from '../../shared/errors';
import type { Mailer } from '../../shared/mailer';
import { isRole, requireRole, type Viewer } from '../../shared/viewer';
import { logger } from '../../ops/logger';
import { AdminInvitation } from './admin-invitation.entity';
import { AdminSession } from './admin-session.entity';
import { Admin } from './admin.entity';
import { hashPassword, MIN_PASSWORD_LENGTH } from './admin.service';

const HOUR_MS = 60 * 60 * 1000;

/** What inviting answers: the invitation, and its link when no email carried it (shown once, to hand over). */
export interface InvitationSent {
  invitation: AdminInvitation;
  emailed: boolean;
  link: string | null;
}

/**
 * The back office's accounts (issue 30, docs/decisions/065-roles.md), for owners: who has an account, with which role,
 * when each last signed in; invitations by email (a single-use link for INVITATION_HOURS, or shown once without SMTP);
 * role changes and deactivation, never of the last active owner. Accepting an invitation is the one public call.
 */
export class AccountsService {
  private readonly admins: Repository<Admin>;
  private readonly invitations: Repository<AdminInvitation>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer | null,
    private readonly publicUrl: string | undefined,
  ) {
    this.admins = dataSource.getRepository(Admin);
    this.invitations = dataSource.getRepository(AdminInvitation);
  }

  /** Every account, oldest first. */
  list(viewer: Viewer): Promise<Admin[]> {
    requireRole(viewer, OWNER);
    return this.admins.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Invitations not yet used and not expired, newest first. */
  pendingInvitations(viewer: Viewer): Promise<AdminInvitation[]> {
    requireRole(viewer, OWNER);
    return this.invitations.find({
      where: { acceptedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
  }

  async invite(viewer: Viewer, input: { email?: string | null; role?: string | null }): Promise<InvitationSent> {
    const owner = requireRole(viewer, OWNER);
    const email = (input.email ?? '').trim().toLowerCase();
    const fields: Record<string, string> = {};
    if (!isEmailAddress(email)) fields.email = EMAIL_MESSAGE;
    if (!isRole(input.role)) fields.role = UNKNOWN_ROLE_MESSAGE;
    if (Object.keys(fields).length) throw new ValidationError(fields);
    if (await this.admins.existsBy({ email })) throw ValidationError.single('email', EMAIL_TAKEN_MESSAGE);

    const token = randomBytes(32).toString('base64url');
    const invitation = await this.invitations.save(
      this.invitations.create({
        email,
        role: input.role as Role,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + INVITATION_HOURS * HOUR_MS),
        acceptedAt: null,
        invitedBy: owner.username,
      }),
    );
    // Never answered (its column is select: false for every read): the saved object would carry it to the REST answer.
    delete (invitation as Partial<AdminInvitation>).tokenHash;
    const link = `${this.publicUrl ?? ''}/admin/invite/${token}`;
    const emailed = await this.mail(invitation, link);
    return { invitation, emailed, link: emailed ? null : link };
  }

  /** Withdraws an invitation: its link stops working. */
  async revokeInvitation(viewer: Viewer, id: string): Promise<AdminInvitation> {
    requireRole(viewer, OWNER);
    const invitation = isUuid(id) ? await this.invitations.findOneBy({ id, acceptedAt: IsNull() }) : null;
    if (!invitation) throw new NotFoundError('Invitation');
    await this.invitations.delete(invitation.id);
    return invitation;
  }

  async changeRole(viewer: Viewer, id: string, role: string): Promise<Admin> {
    requireRole(viewer, OWNER);
    if (!isRole(role)) throw ValidationError.single('role', UNKNOWN_ROLE_MESSAGE);
    return this.changing(id, async (admin, manager) => {
      if (admin.role === OWNER && role !== OWNER) await refuseLastOwner(manager, admin);
      admin.role = role;
      return manager.save(admin);
    });
  }

  /** Ends the account's sessions and refuses its sign-ins from now on. */
  async deactivate(viewer: Viewer, id: string): Promise<Admin> {
    requireRole(viewer, OWNER);
    return this.changing(id, async (admin, manager) => {
      if (admin.deactivatedAt) return admin;
      if (admin.role === OWNER) await refuseLastOwner(manager, admin);
      admin.deactivatedAt = new Date();
      await manager.update(AdminSession, { adminId: admin.id, revokedAt: IsNull() }, { revokedAt: new Date() });
      return manager.save(admin);
    });
  }

  async reactivate(viewer: Viewer, id: string): Promise<Admin> {
    requireRole(viewer, OWNER);
    return this.changing(id, async (admin, manager) => {
      admin.deactivatedAt = null;
      return manager.save(admin);
    });
  }

  /** What an invitation link offers (email and role), for the page that accepts it. */
  async invitation(token: string): Promise<AdminInvitation> {
    const invitation = await this.usable(this.dataSource.manager, token);
    if (!invitation) throw ValidationError.single('token', INVITATION_INVALID_MESSAGE);
    return invitation;
  }

  /** Creates the invited account (its email and role from the invitation) and spends the link. */
  async accept(input: { token?: string | null; username?: string | null; password?: string | null }): Promise<Admin> {
    const username = (input.username ?? '').trim();
    const password = input.password ?? '';
    const fields: Record<string, string> = {};
    if (!isUsername(username)) fields.username = USERNAME_MESSAGE;
    if (password.length < MIN_PASSWORD_LENGTH) fields.password = NEW_ACCOUNT_PASSWORD_MESSAGE;
    if (Object.keys(fields).length) throw new ValidationError(fields);
    const passwordHash = await hashPassword(password);
    const accepting = this.dataSource.manager.transaction(async (manager) => {
      const invitation = await this.usable(manager, input.token ?? '', true);
      if (!invitation) throw ValidationError.single('token', INVITATION_INVALID_MESSAGE);
      if (await manager.existsBy(Admin, { username })) throw ValidationError.single('username', USERNAME_TAKEN_MESSAGE);
      if (await manager.existsBy(Admin, { email: invitation.email })) {
        throw ValidationError.single('token', EMAIL_TAKEN_MESSAGE);
      }
      invitation.acceptedAt = new Date();
      await manager.save(invitation);
      return manager.save(manager.create(Admin, { username, email: invitation.email, passwordHash, role: invitation.role }));
    });
    // The same username taken by another acceptance meanwhile: the unique index's answer is the check's.
    return accepting.catch((error: unknown) => {
      throw isUniqueViolation(error) ? ValidationError.single('username', USERNAME_TAKEN_MESSAGE) : error;
    });
  }

  private async usable(manager: EntityManager, token: string, lock = false): Promise<AdminInvitation | null> {
    if (!token) return null;
    return manager.findOne(AdminInvitation, {
      where: { tokenHash: hashOf(token), acceptedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** Runs `change` on the account under its row lock, so two owners demoting each other can't leave none. */
  private changing(id: string, change: (admin: Admin, manager: EntityManager) => Promise<Admin>): Promise<Admin> {
    return this.dataSource.manager.transaction(async (manager) => {
      const admin = isUuid(id) ? await manager.findOne(Admin, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!admin) throw new NotFoundError('Account');
      return change(admin, manager);
    });
  }

  private async mail(invitation: AdminInvitation, link: string): Promise<boolean> {
    if (!this.mailer || !this.publicUrl) return false;
    try {
      await this.mailer.send({
        to: invitation.email,
        subject: `You are invited to the back office as ${ROLE_LABELS[invitation.role as Role]}`,
        text:
          `${invitation.invitedBy} invited you to an account (${ROLE_LABELS[invitation.role as Role]}) in the back office ` +
          `of ${this.publicUrl}.\n\nChoose your username and password here: ${link}\n\n` +
          `The link works once, for ${INVITATION_HOURS} hours. If you did not expect it, ignore this email.\n`,
      });
      return true;
    } catch (error) {
      logger.warn({ err: error }, 'The invitation email could not be sent; its link is shown to the owner instead');
      return false;
    }
  }
}

/** Refuses when `admin` is the only active owner (the row locks of both owners' changes serialise this check). */
async function refuseLastOwner(manager: EntityManager, admin: Admin): Promise<void> {
  const others = await manager.find(Admin, {
    where: { role: OWNER, deactivatedAt: IsNull(), id: Not(admin.id) },
    lock: { mode: 'pessimistic_write' },
  });
  if (others.length === 0) throw ValidationError.single('role', LAST_OWNER_MESSAGE);
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
