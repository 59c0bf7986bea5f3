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
}
