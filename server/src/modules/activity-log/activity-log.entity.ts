import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { TextColumn } from '../../shared/field-columns';

/** What an administrator did. The database keeps the lower-case values; GraphQL shows the names. */
export enum ActivityAction {
  CREATE = 'create',
  UPDATE = 'update',
  DELETE = 'delete',
  TRASH = 'trash',
  RESTORE = 'restore',
  PASSWORD_CHANGE = 'password_change',
  LOGOUT = 'logout',
  SESSION_END = 'session_end',
  TWO_FACTOR_ENABLE = 'two_factor_enable',
  TWO_FACTOR_DISABLE = 'two_factor_disable',
}

registerEnumType(ActivityAction, {
  name: 'ActivityAction',
  description: 'A write to a record, or an action on the admin account.',
  valuesConfig: {
    DELETE: { description: 'A record deleted for good (from the trash, or one that has no trash).' },
    TRASH: { description: 'A record moved to the trash.' },
    RESTORE: { description: 'A record brought back from the trash.' },
    PASSWORD_CHANGE: { description: 'The admin changed their password (which also ends their other sessions).' },
    LOGOUT: { description: 'The admin signed out (the session the request came with was revoked).' },
    SESSION_END: { description: 'The admin ended one of their other sessions.' },
  },
});

@ObjectType({ description: 'One changed field of an activity log entry.' })
export class ActivityFieldChange {
  @Field()
  field: string;

  @Field(() => String, {
    nullable: true,
    description: "The value before; '' for empty. Null when not recorded: secrets, long or structured values.",
  })
  oldValue: string | null;

  @Field(() => String, { nullable: true, description: "The value after; '' for empty. Null when not recorded." })
  newValue: string | null;
}

/**
 * One administrator write, written in the same transaction as the write itself. Who and which
 * record are copied, not referenced, so an entry outlives the admin and the record it names.
 */
@ObjectType({ description: 'One write an administrator made, through either door. Admin only.' })
@Entity('activity_log')
@Index(['createdAt', 'id'])
@Index(['entityType', 'createdAt'])
export class ActivityLogEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** clock_timestamp(), not now(): entries written in one transaction still get their own times. */
  @Field()
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;

  @Field(() => ID, { nullable: true, description: "The admin's id at the time (the admin may since be gone)." })
  @Column({ type: 'uuid', nullable: true })
  adminId: string | null;

  @TextColumn({ length: 100 })
  adminUsername: string;

  @Field(() => ActivityAction)
  @Column({ type: 'varchar', length: 40 })
  action: ActivityAction;

  @TextColumn({
    length: 100,
    description: "The record's type: 'Product', 'BlogPost', 'ServiceCategory', 'Admin', 'AdminSession'...",
  })
  entityType: string;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  recordId: string | null;

  @Field(() => String, { nullable: true, description: "The record's name or title when the entry was written." })
  @Column({ type: 'varchar', length: 200, nullable: true })
  recordLabel: string | null;

  @Field(() => [ActivityFieldChange], { description: 'The changed fields of an update; empty for create and delete.' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  changes: ActivityFieldChange[];

  @Field(() => String, { nullable: true, description: 'The client address the request came from.' })
  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Field(() => String, { nullable: true, description: 'The X-Request-Id of the request that made the write.' })
  @Column({ type: 'varchar', length: 128, nullable: true })
  requestId: string | null;
}
