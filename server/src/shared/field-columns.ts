import { Column, type ColumnOptions } from 'typeorm';
import { Field, type FieldOptions } from 'type-graphql';
import { applyAll } from './apply-all';

/**
 * Entity properties that are both a GraphQL field and a database column, declared once: the
 * @Field and @Column pairs every entity repeated. Options map to exactly the column and field
 * the separate decorators gave, so neither the schema nor the tables change.
 */

export interface TextColumnOptions {
  /** A varchar of this width; without it the column is `text`. */
  length?: number;
  /** A nullable column and GraphQL field (`String` rather than `String!`). */
  nullable?: boolean;
  /** The GraphQL field's description. */
  description?: string;
}

/** A string column: `varchar(length)` or `text`, optionally nullable. */
export function TextColumn({ length, nullable, description }: TextColumnOptions = {}): PropertyDecorator {
  const column: ColumnOptions = length === undefined ? { type: 'text' } : { type: 'varchar', length };
  const field: FieldOptions = description === undefined ? {} : { description };
  if (nullable) column.nullable = field.nullable = true;
  return applyAll(
    Field(() => String, field),
    Column(column),
  );
}

/** A list of strings stored as a `text[]` column that starts empty. */
export function TextListColumn(description?: string): PropertyDecorator {
  return applyAll(
    Field(() => [String], description === undefined ? {} : { description }),
    Column('text', { array: true, default: () => "'{}'" }),
  );
}

/** A moment that may be unset: a nullable `timestamptz` column. */
export function OptionalTimeColumn(description?: string): PropertyDecorator {
  return applyAll(
    Field(() => Date, description === undefined ? { nullable: true } : { nullable: true, description }),
    Column({ type: 'timestamptz', nullable: true }),
  );
}
