import { Column } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { ContentRecord } from './content-record';

/**
 * A record the administrators put in order by hand (docs/decisions/035-manual-order.md): founders,
 * team members, service categories, projects, products, partners. Lists answer by `position`,
 * smallest first, then newest first. Never returned itself, so it does not appear in the schema.
 */
@ObjectType()
export abstract class OrderedRecord extends ContentRecord {
  @Field(() => Int, {
    description: 'Manual display order: lists answer smallest first (then newest first). New records go first.',
  })
  @Column('int', { default: 0 })
  position: number;
}
