import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';

/** How long the back office keeps what was (issue 30): revisions per record, and deleted records in the trash. One row,
 * created by its migration with the defaults. */
@ObjectType({ description: 'Admin only: how long revisions and deleted records are kept.' })
@Entity('revision_policy')
export class RevisionPolicy {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => Int, { description: 'Every revision of the last this many days is kept.' })
  @Column('int', { default: 90 })
  keepDays: number;

  @Field(() => Int, { description: 'The newest this many revisions of a record are kept, whatever their age.' })
  @Column('int', { default: 50 })
  keepLatest: number;

  @Field(() => Int, { description: 'A deleted record stays in the trash this many days, then it and its files go for good.' })
  @Column('int', { default: 30 })
  trashDays: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
