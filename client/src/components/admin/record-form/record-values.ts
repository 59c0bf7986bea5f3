import {
  cleanList,
  splitList,
  isRequired,
  requiredMessageOf,
  textProblem,
  type FormMode,
  type RecordDescriptor,
  type RecordField,
} from '@field-rules';

/**
 * An admin form's values, checks and GraphQL inputs drawn from the record's description (field-rules/records/,
 * ADR 072): a field added there is in the form's values, checked as the server checks it and sent.
 */

type Fields = Record<string, RecordField>;

/** What a form holds for a field: text as typed, a list as one entry per row or comma-separated text (blanks dropped on submit), a flag. */
type FormValue<F extends RecordField> = F['kind'] extends 'date'
  ? string
  : F['kind'] extends 'list'
    ? F extends { commaSeparated: true }
      ? string
      : string[]
    : F['kind'] extends 'boolean'
      ? boolean
      : string;

/** The form's part of a record: every field the generic form draws (not `formless` ones, not nested rows, which a feature draws). */
export type RecordFormValues<F extends Fields> = {
  -readonly [K in keyof F as F[K] extends { formless: true } | { kind: 'rows' } ? never : K]: FormValue<F[K]>;
};

/** The stored record as the admin query loads it (any field may be missing or null). */
export type StoredRecord = Record<string, unknown> | null | undefined;

export function formFields(record: RecordDescriptor): Array<[string, RecordField]> {
  return Object.entries(record.fields).filter(([, field]) => !field.formless && field.kind !== 'rows');
}

/** The form's starting values: the stored record's, or empty ones (a list starts with one empty row). */
export function recordFormValues<F extends Fields>(record: RecordDescriptor<F>, stored?: StoredRecord): RecordFormValues<F> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of formFields(record)) {
    const value = stored?.[name];
    const list = Array.isArray(value) ? (value as string[]) : [];
    if (field.kind === 'list' && field.commaSeparated) values[name] = list.join(', ');
    else if (field.kind === 'list') values[name] = list.length > 0 ? [...list] : [''];
    else if (field.kind === 'boolean') values[name] = value === true;
    else if (field.kind === 'date') values[name] = toLocalInput(typeof value === 'string' ? value : null);
    else values[name] = typeof value === 'string' ? value : '';
  }
  return values as RecordFormValues<F>;
}

/** Each field's first problem, with the server's message (SPEC §5), keyed by field name. */
export function validateRecord<F extends Fields>(
  record: RecordDescriptor<F>,
  /** The form's values: the description's fields among others (files, alt texts). */
  values: object,
  mode: FormMode,
): Partial<Record<keyof F & string, string>> {
  const errors: Record<string, string> = {};
  const given = values as Record<string, unknown>;
  for (const [name, field] of formFields(record)) {
    const value = given[name];
    const problem =
      field.kind === 'date'
        ? typeof value === 'string' && value.trim() && !fromLocalInput(value)
          ? field.message
          : undefined
        : field.kind === 'list'
          ? listProblem(field, listOf(field, value), mode)
          : typeof value === 'string'
            ? textProblem(field, value, mode)
            : undefined;
    if (problem) errors[name] = problem;
  }
  return errors as Partial<Record<keyof F & string, string>>;
}

/**
 * The create or update input (SPEC §7): text trimmed, an emptied field sent as null (a create derives an
 * empty slug; an update clears an optional field), lists without blank rows, flags as they are.
 */
export function recordInput<F extends Fields>(record: RecordDescriptor<F>, values: object): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const given = values as Record<string, unknown>;
  for (const [name, field] of formFields(record)) {
    const value = given[name];
    if (field.kind === 'list') input[name] = listOf(field, value);
    else if (field.kind === 'boolean') input[name] = value;
    else if (field.kind === 'date') input[name] = fromLocalInput(typeof value === 'string' ? value : '');
    else input[name] = typeof value === 'string' ? value.trim() || null : null;
  }
  return input;
}

/** A list's first problem, in the server's order: missing, an item of the wrong shape, too many items. */
function listProblem(field: RecordField, items: string[], mode: FormMode): string | undefined {
  if (items.length === 0) return isRequired(field, mode) ? requiredMessageOf(field) : undefined;
  if (field.itemPattern && items.some((item) => !field.itemPattern!.pattern.test(item))) return field.itemPattern.message;
  if (field.maxItems && items.length > field.maxItems.max) return field.maxItems.message;
  return undefined;
}

/** An ISO time as a datetime-local input's value ('2026-11-23T14:05:00', seconds shown), in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A datetime-local value (the browser's time zone) as an ISO time; empty is null. */
export function fromLocalInput(local: string): string | null {
  if (!local.trim()) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A list field's items, blanks dropped. */
function listOf(field: RecordField, value: unknown): string[] {
  if (field.commaSeparated) return splitList(typeof value === 'string' ? value : '');
  return cleanList(Array.isArray(value) ? (value as string[]) : []);
}

/** The label a form shows for a field. */
export const formLabelOf = (field: RecordField): string => field.formLabel ?? field.label;

/** A field's hint in this mode. */
export function hintOf(field: RecordField, mode: FormMode): string | undefined {
  return typeof field.hint === 'string' ? field.hint : field.hint?.[mode];
}
