import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn } from 'typeorm';
import { Admin } from './admin.entity';

/**
 * One issued token. A JWT is accepted only while its session row exists, is not revoked
 * and has not expired, so logout and password changes take effect on the server.
 */
@Entity('admin_session')
export class AdminSession {
  /** The token's `jti`. */
  @PrimaryColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  adminId: string;

  @ManyToOne(() => Admin, { onDelete: 'CASCADE' })
  admin: Admin;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The browser's User-Agent at login, so the admin can tell their sessions apart. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  /** The client address at login, then as last seen. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  /** Refreshed at most once a minute (SESSION_TOUCH_INTERVAL_MS), not on every request. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
