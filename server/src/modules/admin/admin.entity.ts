import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';
import { OptionalTimeColumn, TextColumn } from '../../shared/field-columns';

@ObjectType({ description: 'An administrator of the back office.' })
@Entity('admin')
export class Admin extends BaseRecord {
  @TextColumn({ length: 100 })
  @Index({ unique: true })
  username: string;

  @TextColumn({ length: 254 })
  @Index({ unique: true })
  email: string;

  /** argon2id hash; never a GraphQL field and never in a REST response. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  /** 'admin' (the owner: SPEC's name for the first account's role), 'editor' or 'author' (docs/decisions/065-roles.md). */
  @Field({ description: "'admin' (owner: everything), 'editor' (all content) or 'author' (their own drafts)." })
  @Column({ type: 'varchar', length: 20, default: 'admin' })
  role: string;

  @OptionalTimeColumn()
  lastLogin: Date | null;

  /** Set when an owner deactivates the account: it can no longer sign in, and its sessions ended then. */
  @OptionalTimeColumn('When an owner deactivated the account; null while it is active.')
  deactivatedAt: Date | null;

  /** Whether a login also needs a code from the authenticator app (or a recovery code). */
  @Column({ type: 'boolean', default: false })
  twoFactorEnabled: boolean;

  /**
   * The TOTP secret, encrypted with a key derived from JWT_SECRET (secret-box.ts). Set by setup,
   * in use once enabled. Not selected unless asked for, so no admin query carries it by accident.
   */
  @Column({ type: 'text', nullable: true, select: false })
  twoFactorSecret: string | null;

  /** SHA-256 hashes of the unused recovery codes (each code is high-entropy, so no slow hash is needed). */
  @Column({ type: 'text', array: true, default: '{}', select: false })
  twoFactorRecoveryCodes: string[];

  /** The TOTP time step of the last code accepted at login: a code works once (RFC 6238 §5.2). */
  @Column({ type: 'integer', nullable: true, select: false })
  twoFactorLastUsedStep: number | null;
}
