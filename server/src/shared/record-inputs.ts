import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsBoolean,
  IsDate,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, type FieldOptions } from 'type-graphql';
import {
  EMAIL_MAX,
  isRequired,
  maxLengthMessage,
  maxMessageOf,
  requiredMessageOf,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  type FormMode,
  type RecordDescriptor,
  type RecordField,
} from '@field-rules';
import { IsEmailAddress, IsHttpUrl } from './rule-decorators';

/**
 * A record's GraphQL inputs and rules, built from its description (field-rules/records/, ADR 072): each
 * field's class-validator decorators in the order its hand-written stack had (bottom first), so the
 * same message comes out first, and its GraphQL field with the nullability and description it had.
 *
 *   @InputType() export class CreateProductInput extends createInputOf(PRODUCT_RECORD) {}
 *
 * A module subclasses the built class so resolvers name a real class, and may add fields of its own.
 */

type KindValue<F extends RecordField> = F['kind'] extends 'list'
  ? string[]
  : F['kind'] extends 'boolean'
    ? boolean
    : F['kind'] extends 'date'
      ? Date
      : F['kind'] extends 'rows'
        ? F['rows'] extends RecordDescriptor<infer R>
          ? Array<CreateValues<R>>
          : never
        : string;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Fields = Record<string, RecordField>;
/** Fields a create must carry (`String!` in GraphQL): required, neither derived nor nullable in the schema. */
type Mandatory<F extends Fields> = {
  [K in keyof F]: F[K] extends { required: true }
    ? F[K] extends { derivedFrom: string } | { nullableInSchema: true }
      ? never
      : K
    : never;
}[keyof F];

export type CreateValues<F extends Fields> = Simplify<
  { [K in Mandatory<F>]: KindValue<F[K]> } & { [K in Exclude<keyof F, Mandatory<F>>]?: KindValue<F[K]> | null }
>;
export type UpdateValues<F extends Fields> = { [K in keyof F]?: KindValue<F[K]> | null };
/** A stored record merged with a patch, as its edit rules see it. */
export type EditValues<F extends Fields> = Simplify<
  { [K in keyof F as F[K] extends { required: true | 'edit' } ? K : never]: KindValue<F[K]> } & {
    [K in keyof F as F[K] extends { required: true | 'edit' } ? never : K]: KindValue<F[K]> | null;
  }
>;

type Rule = PropertyDecorator;

/** One field's rules in a mode, in the order they are applied (the first message registered wins among non-missing ones). */
export function fieldRules(field: RecordField, mode: FormMode): Rule[] {
  const rules: Rule[] = [];
  const required = isRequired(field, mode);
  const max = field.max;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'html':
      if (mode === 'create' && field.minOnCreate) {
        rules.push(MinLength(field.minOnCreate.length, { message: field.minOnCreate.message }));
      }
      if (max !== undefined) rules.push(MaxLength(max, { message: maxMessageOf(field) }));
      break;
    case 'slug': {
      const slugMax = max ?? SLUG_MAX_LENGTH;
      const pattern = Matches(SLUG_PATTERN, { message: SLUG_MESSAGE });
      const length = MaxLength(slugMax, { message: field.maxMessage ?? maxLengthMessage(field.label, slugMax) });
      rules.push(...(field.lengthFirst ? [length, pattern] : [pattern, length]));
      break;
    }
    case 'email': {
      const emailMax = max ?? EMAIL_MAX;
      rules.push(MaxLength(emailMax, { message: maxLengthMessage(field.label, emailMax) }), IsEmailAddress());
      break;
    }
    case 'link':
      rules.push(IsHttpUrl(field.link ?? 'link', field.message ?? ''));
      break;
    case 'list':
      if (field.itemPattern) rules.push(Matches(field.itemPattern.pattern, { each: true, message: field.itemPattern.message }));
      if (field.maxItems) rules.push(ArrayMaxSize(field.maxItems.max, { message: field.maxItems.message }));
      if (field.itemMessage) rules.push(IsString({ each: true, message: field.itemMessage }));
      if (required) rules.push(ArrayNotEmpty({ message: requiredMessageOf(field) }));
      return required ? rules : [IsOptional(), ...rules];
    case 'boolean':
      return [IsOptional(), IsBoolean({ message: field.message ?? `${field.label} must be true or false` })];
    case 'date':
      return [IsOptional(), IsDate({ message: field.message })];
    case 'rows':
      rules.push(ValidateNested({ each: true }));
      if (required) rules.push(ArrayNotEmpty({ message: requiredMessageOf(field) }));
      return rules;
  }
  rules.push(required ? IsNotEmpty({ message: requiredMessageOf(field) }) : IsOptional());
  return rules;
}

/** The GraphQL type of a field's input. */
type GraphqlType = Parameters<typeof Field>[0] & (() => unknown);

function graphqlType(field: RecordField): GraphqlType {
  switch (field.kind) {
    case 'list':
      return () => [String];
    case 'boolean':
      return () => Boolean;
    case 'date':
      return () => Date;
    case 'rows': {
      const row = rowInputOf(field.rows!);
      return () => [row];
    }
    default:
      return () => String;
  }
}

/** Nullable in a create input unless a create must carry it; a list of text always is (a blank list is refused by the rules). */
function nullableOnCreate(field: RecordField): boolean {
  return field.kind === 'list' || field.required !== true || Boolean(field.derivedFrom) || Boolean(field.nullableInSchema);
}

function options(description: string | undefined, nullable: boolean): FieldOptions {
  return { ...(description === undefined ? {} : { description }), ...(nullable ? { nullable: true } : {}) };
}

function decorate(target: object, name: string, rules: readonly Rule[]): void {
  for (const rule of rules) rule(target, name);
}

const built = new WeakMap<RecordDescriptor, Map<string, unknown>>();
/** One class per descriptor and kind: a row input must be the same GraphQL type in the create and the update input. */
function once<T>(record: RecordDescriptor, kind: string, build: () => T): T {
  const classes = built.get(record) ?? new Map<string, unknown>();
  built.set(record, classes);
  if (!classes.has(kind)) classes.set(kind, build());
  return classes.get(kind) as T;
}

/** The create input's fields and rules; subclass it with `@InputType()` to name it `Create<Record>Input`. */
export function createInputOf<const F extends Fields>(record: RecordDescriptor<F>): new () => CreateValues<F> {
  return once(record, 'create', () => {
    class CreateFields {}
    for (const [name, field] of Object.entries(record.fields)) {
      decorate(CreateFields.prototype, name, [
        ...fieldRules(field, 'create'),
        Field(graphqlType(field), options(field.description, nullableOnCreate(field))),
      ]);
    }
    // Registered (an input type's fields are inherited only from one) but never in the schema: nothing references it.
    InputType(`${record.name}CreateFields`)(CreateFields);
    return CreateFields as unknown as new () => CreateValues<F>;
  });
}

/** The update input: every field optional, null clearing it; the rules are checked on the merged record (editRulesOf). */
export function updateInputOf<const F extends Fields>(record: RecordDescriptor<F>): new () => UpdateValues<F> {
  return once(record, 'update', () => {
    class UpdateFields {}
    for (const [name, field] of Object.entries(record.fields)) {
      Field(graphqlType(field), options(field.updateDescription, true))(UpdateFields.prototype, name);
    }
    InputType(`${record.name}UpdateFields`)(UpdateFields);
    return UpdateFields as unknown as new () => UpdateValues<F>;
  });
}

/** The rules a stored record merged with a patch must pass (SPEC §5's edit rules): no GraphQL type. */
export function editRulesOf<const F extends Fields>(record: RecordDescriptor<F>): new () => EditValues<F> {
  return once(record, 'edit', () => {
    class EditRules {}
    for (const [name, field] of Object.entries(record.fields)) decorate(EditRules.prototype, name, fieldRules(field, 'edit'));
    return EditRules as unknown as new () => EditValues<F>;
  });
}

/** A nested row (a category's services): one input type, `<Row>Input`, with the create rules. */
export function rowInputOf<const F extends Fields>(record: RecordDescriptor<F>): new () => CreateValues<F> {
  return once(record, 'row', () => {
    class RowInput {}
    for (const [name, field] of Object.entries(record.fields)) {
      decorate(RowInput.prototype, name, [
        ...fieldRules(field, 'create'),
        Field(graphqlType(field), options(field.description, nullableOnCreate(field))),
      ]);
    }
    Object.defineProperty(RowInput, 'name', { value: `${record.name}Input` });
    InputType(`${record.name}Input`)(RowInput);
    return RowInput as unknown as new () => CreateValues<F>;
  });
}
