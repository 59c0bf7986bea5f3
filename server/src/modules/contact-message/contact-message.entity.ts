import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';

@ObjectType({ description: 'A message sent through the contact form; read and deleted by the admin.' })
@Entity('contact_message')
export class ContactMessage extends BaseRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field()
  @Column('text')
  message: string;

  /** Read-only: when the visitor sent it. */
  @Field()
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  submittedAt: Date;

  /** When the admin first opened it; null while unread. */
  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;
}
