import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';

@ObjectType({ description: 'An administrator of the back office.' })
@Entity('admin')
export class Admin extends BaseRecord {
  @Field()
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Field()
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id hash; never a GraphQL field and never in a REST response. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Field()
  @Column({ type: 'varchar', length: 20, default: 'admin' })
  role: string;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

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
