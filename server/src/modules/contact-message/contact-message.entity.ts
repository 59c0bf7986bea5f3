import { CreateDateColumn, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';
import { OptionalTimeColumn, TextColumn } from '../../shared/field-columns';

@ObjectType({ description: 'A message sent through the contact form; read and deleted by the admin.' })
@Entity('contact_message')
export class ContactMessage extends BaseRecord {
  @TextColumn({ length: 200 })
  name: string;

  @TextColumn({ length: 254 })
  email: string;

  @TextColumn()
  message: string;

  /** Read-only: when the visitor sent it. */
  @Field()
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  submittedAt: Date;

  /** When the admin first opened it; null while unread. */
  @OptionalTimeColumn()
  readAt: Date | null;
}
