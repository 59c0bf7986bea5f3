import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * Where the site posts its events (issue 31, docs/decisions/068-webhooks.md): an owner's endpoint, the events it
 * takes, and the secret its deliveries are signed with (Standard Webhooks). The secret is kept sealed
 * (secret-box.ts, a key derived from JWT_SECRET) and shown to the owner only when it is made: at creation and when
 * it is rolled.
 */
@ObjectType({ description: 'Owners only: an address the site posts signed events to.' })
@Entity('webhook_endpoint')
export class WebhookEndpoint {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Field()
  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  @Field(() => [String], {
    description: "The events it takes: 'published', 'updated', 'unpublished', 'deleted', 'contact.received'.",
  })
  @Column('text', { array: true })
  events: string[];

  /** The signing secret ('whsec_…'), sealed; never answered but by create and rollSecret. */
  @Column({ type: 'text', select: false })
  sealedSecret: string;

  @Field({ description: 'Inactive endpoints are kept but get nothing.' })
  @Column({ default: true })
  active: boolean;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
