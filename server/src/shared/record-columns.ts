import { Column, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { maxOf, type RecordDescriptor, type RecordField } from '@field-rules';
import { OptionalTimeColumn, TextColumn, TextListColumn } from './field-columns';

/**
 * An entity's form fields as columns and GraphQL fields, from the record's description (ADR 072), so a
 * field is declared once: text of a width is `varchar(max)`, without one `text`; a field that is never
 * required is nullable (column and GraphQL field); a list is `text[]` starting empty; a flag a boolean
 * defaulting to false; a moment a nullable `timestamptz`. Rows (a category's services) are relations the
 * entity declares itself, as it does its files and anything else that is not typed into the form.
 *
 *   @ObjectType(...) @Entity('product')
 *   export class Product extends recordEntity(OrderedRecord, PRODUCT_RECORD) { bannerImage: string; ... }
 */

type Fields = Record<string, RecordField>;

type ColumnValue<F extends RecordField> = F['kind'] extends 'list'
  ? string[]
  : F['kind'] extends 'boolean'
    ? boolean
    : F['kind'] extends 'date'
      ? Date | null
      : F extends { required: true | 'create' | 'edit' }
        ? string
        : string | null;

/** The entity's properties that come from its description. */
export type ColumnValues<F extends Fields> = {
  -readonly [K in keyof F as F[K]['kind'] extends 'rows' ? never : K]: ColumnValue<F[K]>;
};

function columnOf(field: RecordField): PropertyDecorator {
  const description = field.outputDescription;
  switch (field.kind) {
    case 'list':
      return TextListColumn(description);
    case 'boolean':
      return (target, key) => {
        Field(() => Boolean, description === undefined ? {} : { description })(target, key);
        Column({ type: 'boolean', default: false })(target, key);
      };
    case 'date':
      return OptionalTimeColumn(description);
    default:
      return TextColumn({ length: maxOf(field), nullable: !field.required, description });
  }
}

/** A mixin's constructor type: TypeScript merges the base's instance type with ours only for `...args: any[]`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AbstractClass<T = object> = abstract new (...args: any[]) => T;

/** The base class with the description's columns; the entity extends it and declares the rest. */
export function recordEntity<B extends AbstractClass, const F extends Fields>(
  base: B,
  record: RecordDescriptor<F>,
): B & AbstractClass<ColumnValues<F>> {
  abstract class RecordColumns extends (base as unknown as abstract new () => object) {}
  for (const [name, field] of Object.entries(record.fields)) {
    if (field.kind === 'rows') continue;
    columnOf(field)(RecordColumns.prototype, name);
    if (field.unique) Index({ unique: true })(RecordColumns.prototype, name);
  }
  // Its fields are inherited only from an object type; nothing returns it, so it is not in the schema.
  ObjectType(`${record.name}Columns`)(RecordColumns);
  return RecordColumns as unknown as B & AbstractClass<ColumnValues<F>>;
}
