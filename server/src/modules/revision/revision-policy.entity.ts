import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';

/** How many revisions each record keeps (issue 30): one row, created by its migration with the defaults. */
@ObjectType({ description: 'Admin only: how long revisions are kept.' })
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

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
