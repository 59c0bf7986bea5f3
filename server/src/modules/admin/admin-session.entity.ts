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
}
