import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import type { ApiTokenScope } from '@field-rules';
import { Admin } from '../admin/admin.entity';

/**
 * An owner's API token (docs/decisions/069-api-tokens.md): a scope, an expiry of at most a year, and only the SHA-256
 * of its secret; the whole token is shown once, when it is made. Revoking keeps the row (the list says so).
 */
@ObjectType({ description: 'Owners only: an API token, used as `Authorization: Bearer <token>` on both doors.' })
@Entity('api_token')
export class ApiToken {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What the owner called it, e.g. CI deploy.' })
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Field(() => String, { description: "'read-drafts' or 'write-content'." })
  @Column({ type: 'varchar', length: 20 })
  scope: ApiTokenScope;

  @Field({ description: "The token's first characters, to recognise it (the rest is never shown again)." })
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** The SHA-256 (hex) of the whole token: a request's token is looked up by its hash. */
  @Index({ unique: true })
  @Column({ type: 'char', length: 64, select: false })
  tokenHash: string;

  @Field(() => ID, { description: 'The owner who made it; the token acts as them, within its scope.' })
  @Index()
  @Column('uuid')
  createdById: string;

  @ManyToOne(() => Admin, { onDelete: 'CASCADE' })
  createdBy?: Admin;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'Written at most once a minute.' })
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
