import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** Columns and GraphQL fields every content record has (inherited by each @ObjectType): a UUID id and timestamps.
 * Never returned itself, so it does not appear in the schema. */
@ObjectType()
export abstract class BaseRecord {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /**
   * Counts the record's saves (TypeORM adds one in every UPDATE it writes): the version an editor opened, sent back
   * with the save as GraphQL's `expectedVersion` or REST's `If-Match`, so a save over someone else's is refused.
   */
  @Field(() => Int, {
    description: 'Goes up by one with every save; send it back as expectedVersion to refuse overwriting a newer save.',
  })
  @VersionColumn({ default: 1 })
  version: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs can't name a record; services answer 'not found' instead of a SQL error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
