import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** 'failed': the last attempt failed and another is due at nextAttemptAt; 'gave-up': none is. */
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'gave-up'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint (docs/decisions/068-webhooks.md): written in the transaction of the change it tells
 * of, then sent (and retried with backoff) by the webhook worker, which keeps its status here. Kept 30 days.
 */
@ObjectType({ description: 'Owners only: one event sent (or to be sent) to a webhook endpoint, with its outcome.' })
@Entity('webhook_delivery')
@Index(['endpointId', 'createdAt'])
@Index(['nextAttemptAt'], { where: `"status" IN ('pending', 'failed')` })
export class WebhookDelivery {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpointId' })
  endpoint?: WebhookEndpoint;

  @Field({ description: "'published', 'updated', 'unpublished', 'deleted', 'contact.received' or 'ping'." })
  @Column({ type: 'varchar', length: 40 })
  event: string;

  /** The record the event is about, so a scheduled 'published' can be called off when the record changes. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  recordType: string | null;

  @Column({ type: 'uuid', nullable: true })
  recordId: string | null;

  /** The JSON body posted: { id, type, occurredAt, data }. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Field(() => String, { name: 'payload', description: 'The JSON body posted, as text: { id, type, occurredAt, data }.' })
  get payloadText(): string {
    return JSON.stringify(this.payload);
  }

  @Field(() => String, { description: "'pending', 'succeeded', 'failed' (another attempt is due) or 'gave-up'." })
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DeliveryStatus;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status; null when none answered." })
  @Column({ type: 'int', nullable: true })
  responseStatus: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, in a few words.' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  error: string | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due; null once succeeded or given up.' })
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** A worker's claim on the delivery while it sends it; an expired claim (a stopped instance) is taken again. */
  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
