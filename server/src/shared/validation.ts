import { validate } from 'class-validator';
import { ValidationError } from './errors';

type Plain = Record<string, unknown>;

/**
 * Form values arrive with stray whitespace and empty strings for "not filled in".
 * Strings are trimmed and an empty one becomes null; string lists lose blank items
 * (SPEC §5: blank features, tags and list items are dropped). A NUL or a lone surrogate is
 * refused (400): Postgres cannot store a NUL in text, and such a value is never typed by a
 * person. The HTTP doors refuse them first (http/input-guards.ts); this covers other callers.
 */
export function normalizeFormValues<T extends Plain>(values: T): T {
  const out: Plain = {};
  const refused: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (hasInvalidCharacters(value)) refused[key] = INVALID_CHARACTERS_MESSAGE;
      const trimmed = value.trim();
      out[key] = trimmed === '' ? null : trimmed;
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      if ((value as string[]).some(hasInvalidCharacters)) refused[key] = INVALID_CHARACTERS_MESSAGE;
      out[key] = (value as string[]).map((item) => item.trim()).filter((item) => item !== '');
    } else {
      out[key] = value;
    }
  }
  if (Object.keys(refused).length > 0) throw new ValidationError(refused);
  return out as T;
}

export const INVALID_CHARACTERS_MESSAGE = 'Invalid characters in request';

/** NUL, or half of a UTF-16 surrogate pair (a JSON `\ud800` escape): neither can be stored as UTF-8 text. */
const INVALID_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when text holds a character no form field may carry: a NUL or a lone surrogate. */
export function hasInvalidCharacters(text: string): boolean {
  return INVALID_CHARACTER.test(text);
}

/**
 * Validates plain values against a class-validator class and returns a fresh instance
 * holding only the class's declared properties (whitelist: no mass assignment).
 * Throws ValidationError with one message per field, in the SPEC's words.
 */
export async function validateInput<T extends object>(cls: new () => T, values: object): Promise<T> {
  const instance = Object.assign(new cls(), normalizeFormValues(values as Plain));
  const problems = await validate(instance, {
    whitelist: true,
    validationError: { target: false, value: false },
  });
  if (problems.length > 0) {
    const fields: Record<string, string> = {};
    for (const problem of problems) collectMessages(problem, '', fields);
    throw new ValidationError(fields);
  }
  return instance;
}

/** A missing value is reported as missing, whatever order the decorators were written in. */
const REQUIRED_CONSTRAINTS = ['isNotEmpty', 'isDefined', 'arrayNotEmpty'];

/** Flattens nested problems into dotted field paths: 'services.0.title'. */
function collectMessages(problem: import('class-validator').ValidationError, prefix: string, into: Record<string, string>): void {
  const path = prefix + problem.property;
  const constraints = problem.constraints ?? {};
  const required = REQUIRED_CONSTRAINTS.find((name) => constraints[name]);
  const message = required ? constraints[required] : Object.values(constraints)[0];
  if (message) into[path] = message;
  for (const child of problem.children ?? []) collectMessages(child, `${path}.`, into);
}
