import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * An owner's invitation to a new account (issue 30, docs/decisions/065-roles.md): the link's token is kept only as its
 * SHA-256 hash, works once, and expires after INVITATION_HOURS.
 */
@ObjectType({ description: 'Admin (owners) only: an invitation to a new back-office account.' })
@Entity('admin_invitation')
export class AdminInvitation {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field({ description: "The role the new account gets: 'admin' (owner), 'editor' or 'author'." })
  @Column({ type: 'varchar', length: 20 })
  role: string;

  @Index({ unique: true })
  @Column({ type: 'char', length: 64, select: false })
  tokenHash: string;

  @Field()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the link was used; it works once.' })
  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Field({ description: 'Who invited.' })
  @Column({ type: 'varchar', length: 100 })
  invitedBy: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
