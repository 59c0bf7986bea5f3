import {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  isBlank,
  isEmailAddress,
  isHttpUrl,
  maxLengthMessage,
  requiredMessage,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  type LinkKind,
} from './rules';

/**
 * One description per record (docs/decisions/072-record-descriptors.md): each field of a record's form
 * declared once. The server builds its GraphQL inputs, rules, patchable fields and REST list fields
 * from it (server/src/shared/record-inputs.ts); the client its admin form's inputs, checks and values
 * (client/src/components/admin/record-form/). Plain data, so both sides and the browser can read it.
 */
export type FieldKind =
  /** One line of text. */
  | 'text'
  /** Several lines of plain text (a textarea). */
  | 'longText'
  /** Rich text, stored as sanitised HTML. */
  | 'html'
  /** An address part: lowercase letters, digits and hyphens (SPEC §5), derived from `derivedFrom` when empty. */
  | 'slug'
  | 'email'
  /** An http(s) link of `link`'s kind (LINK_RULES). */
  | 'link'
  /** A list of short texts; blank items are dropped. */
  | 'list'
  | 'boolean'
  /** A moment (GraphQL DateTime). */
  | 'date'
  /** A list of nested rows, each described by `rows`. */
  | 'rows';

export interface RecordField {
  kind: FieldKind;
  /** As the form and the SPEC's messages spell it: 'Short description' gives 'Short description is required'. */
  label: string;
  /** The admin form's label when it differs from the messages' ('Short Description'). */
  formLabel?: string;
  /** true: '{label} is required'. 'create': only a new record needs it; 'edit': only a stored one (a create derives it). */
  required?: boolean | 'create' | 'edit';
  /** The message for a missing value when it is not '{label} is required'. */
  requiredMessage?: string;
  /** At most this many characters (the column's width), refused with `maxMessage` or '{label} must be at most {max} characters'. */
  max?: number;
  maxMessage?: string;
  /** At least this many characters when a record is created (not on edit: SPEC §5 'Product edit'). */
  minOnCreate?: { length: number; message: string };
  /** `link`: which link rule. */
  link?: LinkKind;
  /** `link`, `boolean`, `date`: the message a wrong value is refused with. */
  message?: string;
  /** `list`: the message when an item is not text, and a pattern each item must match. */
  itemMessage?: string;
  itemPattern?: { pattern: RegExp; message: string };
  /** `list`: at most this many items. */
  maxItems?: { max: number; message: string };
  /** `slug`: the field it is derived from when left empty on create. */
  derivedFrom?: string;
  /** `slug`: a slug that is too long and malformed gets the length message (the pattern's otherwise). */
  lengthFirst?: boolean;
  /** `rows`: the description of one row. */
  rows?: RecordDescriptor;
  /** Nullable in GraphQL even when required (a blank row title drops the row before the check). */
  nullableInSchema?: boolean;
  /** The GraphQL descriptions of the create and update input fields, and of the record's own (output) field. */
  description?: string;
  updateDescription?: string;
  outputDescription?: string;
  /** No two records may share the value (a slug): a unique index on its column. */
  unique?: boolean;
  /** The admin form: a placeholder, a hint (per mode), half a row of the two-column grid, a text area's lines. */
  placeholder?: string;
  hint?: string | { create?: string; edit?: string };
  half?: boolean;
  lines?: number;
  /** `list`: typed as one comma-separated text (tags) rather than one input per item. */
  commaSeparated?: boolean;
  /** `list`: what one row is called ('Feature' gives 'Feature 1', 'Add Feature'); the label without its 's' when unset. */
  itemLabel?: string;
  /** Left out of the generic admin form (the form draws it itself, or the record has no such form). */
  formless?: boolean;
}

export interface RecordDescriptor<F extends Record<string, RecordField> = Record<string, RecordField>> {
  /** The GraphQL type's name: inputs are `Create<name>Input` and `Update<name>Input`. */
  name: string;
  fields: F;
}

/** Declares a record; the literal types are kept, so inputs and form values are typed by it. */
export function defineRecord<const F extends Record<string, RecordField>>(name: string, fields: F): RecordDescriptor<F> {
  return { name, fields };
}

export type FormMode = 'create' | 'edit';

/** Whether a field must be given in this mode. */
export function isRequired(field: RecordField, mode: FormMode): boolean {
  return field.required === true || field.required === mode;
}

/** The fields an update may patch, in order. */
export function fieldNames<F extends Record<string, RecordField>>(record: RecordDescriptor<F>): Array<keyof F & string> {
  return Object.keys(record.fields);
}

/** The fields REST reads as lists (repeated form fields, `name[]` or a JSON list). */
export function listFieldsOf(record: RecordDescriptor): string[] {
  return Object.entries(record.fields)
    .filter(([, field]) => field.kind === 'list')
    .map(([name]) => name);
}

export function maxMessageOf(field: RecordField): string | undefined {
  if (field.max === undefined) return undefined;
  return field.maxMessage ?? maxLengthMessage(field.label, field.max);
}

export function requiredMessageOf(field: RecordField): string {
  return field.requiredMessage ?? requiredMessage(field.label);
}

/** A slug's and an email's width when the descriptor does not give one. */
export function maxOf(field: RecordField): number | undefined {
  if (field.max !== undefined) return field.max;
  if (field.kind === 'slug') return SLUG_MAX_LENGTH;
  if (field.kind === 'email') return EMAIL_MAX;
  return undefined;
}

/**
 * The client's check of one text-like value, with the message the server gives first for it (so a form
 * refuses before sending what the server would refuse). Lists, booleans, dates and rows are checked by
 * their own controls.
 */
export function textProblem(field: RecordField, value: string, mode: FormMode): string | undefined {
  const trimmed = value.trim();
  if (isBlank(trimmed)) {
    // A create leaves a blank slug to be derived.
    return isRequired(field, mode) && !(mode === 'create' && field.derivedFrom) ? requiredMessageOf(field) : undefined;
  }
  const max = maxOf(field);
  const tooLong = max !== undefined && trimmed.length > max;
  const tooLongMessage = field.maxMessage ?? (max === undefined ? undefined : maxLengthMessage(field.label, max));
  switch (field.kind) {
    case 'slug':
      if (tooLong && field.lengthFirst) return tooLongMessage;
      if (!SLUG_PATTERN.test(trimmed)) return SLUG_MESSAGE;
      return tooLong ? tooLongMessage : undefined;
    case 'email':
      if (tooLong) return tooLongMessage;
      return isEmailAddress(trimmed) ? undefined : EMAIL_MESSAGE;
    case 'link':
      return isHttpUrl(trimmed, field.link ?? 'link') ? undefined : field.message;
    default:
      if (tooLong) return tooLongMessage;
      if (mode === 'create' && field.minOnCreate && trimmed.length < field.minOnCreate.length) return field.minOnCreate.message;
      return undefined;
  }
}

/** A value each kind accepts, for tests that build a valid record from its description. */
export function sampleValue(field: RecordField): unknown {
  switch (field.kind) {
    case 'slug':
      return 'a-sample';
    case 'email':
      return 'someone@example.com';
    case 'link':
      return field.link === 'linkedin'
        ? 'https://linkedin.com/in/someone'
        : field.link === 'twitter'
          ? 'https://x.com/someone'
          : field.link === 'githubRepo'
            ? 'https://github.com/owner/repo'
            : 'https://example.com';
    case 'list':
      return [field.itemPattern ? '+92 300 1234567' : 'One'];
    case 'boolean':
      return false;
    case 'date':
      return new Date('2026-01-01T00:00:00Z');
    case 'rows':
      return [sampleValues(field.rows!)];
    default:
      return 'x'.repeat(Math.max(1, field.minOnCreate?.length ?? 1));
  }
}

/** A valid set of values for a record: every field its sample. */
export function sampleValues(record: RecordDescriptor): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record.fields).map(([name, field]) => [name, sampleValue(field)]));
}
