import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { TextColumn } from '../../shared/field-columns';

@ObjectType({ description: 'One field of a record as a revision keeps it.' })
export class RevisionValue {
  @Field()
  field: string;

  @Field(() => String, {
    nullable: true,
    description: 'The value as JSON text (a string quoted, a list in brackets); null when the field was empty.',
  })
  value: string | null;
}

/**
 * A record as one save left it (issue 30): written in the save's own transaction from the change events
 * (revision-keeper.ts). Which record is copied, not referenced, so revisions outlive the record's deletion.
 */
@ObjectType({ description: 'Admin only: a content record as one save left it.' })
@Entity('revision')
@Index(['recordType', 'recordId', 'createdAt'])
export class Revision {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** clock_timestamp(): two saves in one transaction still get their own times. */
  @Field()
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;

  @TextColumn({ length: 100, description: "'BlogPost', 'Product', 'SiteSettings'..." })
  recordType: string;

  @Field(() => ID)
  @Column({ type: 'varchar', length: 100 })
  recordId: string;

  @TextColumn({
    length: 100,
    nullable: true,
    description: 'Who saved it; null for a baseline (the record before its first tracked save).',
  })
  adminUsername: string | null;

  @TextColumn({
    length: 20,
    description:
      "'create', 'update', 'restore' (made from an older revision) or 'baseline' (the record before its first tracked save).",
  })
  kind: string;

  /** Every field of the record after the save, by property name (JSON values). */
  @Column({ type: 'jsonb' })
  snapshot: Record<string, unknown>;

  /** The snapshot as one value per field: what both doors show (set by RevisionService, not stored). */
  @Field(() => [RevisionValue])
  values?: RevisionValue[];
}
