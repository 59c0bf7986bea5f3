import type { ObjectLiteral } from 'typeorm';
import type { ActivityFieldChange } from './activity-log.entity';

/**
 * Fields whose values never reach the log, matched by name so a new secret column is covered
 * without anyone remembering it: passwords and their hashes, tokens, secrets, recovery and other
 * codes, salts, keys. Their names are still logged ("passwordHash changed").
 */
const SECRET_FIELD = /pass(word|phrase|code)|hash|token|secret|recovery|codes?$|otp|salt|credential|api_?key|private/i;

/** Longer text (descriptions, HTML bodies) is logged by name only. */
export const MAX_LOGGED_VALUE_LENGTH = 200;

/** The fields a record is named by in the log, in order of preference. */
const LABEL_FIELDS = ['name', 'title', 'category', 'username', 'userAgent', 'email', 'ipAddress'] as const;

export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field);
}

/**
 * A value as the log shows it: '' for empty, text for short plain values (a list of them joined
 * with ', '), or null when it is not recorded (too long, structured, or computed by SQL).
 */
export function loggedValue(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) {
    text = value.join(', ');
  } else return null;
  return text.length <= MAX_LOGGED_VALUE_LENGTH ? text : null;
}

/** One changed field; values only when the field is not secret and both sides are short and plain. */
export function fieldChange(field: string, before: unknown, after: unknown): ActivityFieldChange {
  if (isSecretField(field)) return { field, oldValue: null, newValue: null };
  const oldValue = loggedValue(before);
  const newValue = loggedValue(after);
  // Half a pair would mislead ("'' -> ?"), so a value too long on one side hides both.
  if (oldValue === null || newValue === null) return { field, oldValue: null, newValue: null };
  return { field, oldValue, newValue };
}

/** Whether a write really changed a value (arrays and dates compared by content). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b) || (a && typeof a === 'object') || (b && typeof b === 'object')) {
    return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  }
  return (a ?? null) === (b ?? null);
}

/** The record's name, title or similar at write time, so the entry still says what it was once the record is gone. */
export function recordLabel(record: ObjectLiteral | undefined): string | null {
  if (!record) return null;
  for (const field of LABEL_FIELDS) {
    const value: unknown = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, MAX_LOGGED_VALUE_LENGTH);
  }
  return null;
}
