import { validate } from 'class-validator';
import { ValidationError } from './errors';

type Plain = Record<string, unknown>;

/**
 * Form values arrive with stray whitespace and empty strings for "not filled in".
 * Strings are trimmed and an empty one becomes null; string lists lose blank items
 * (SPEC §5: blank features, tags and list items are dropped). NUL characters are removed
 * because Postgres refuses them in text, and a stray one must not become a 500.
 */
export function normalizeFormValues<T extends Plain>(values: T): T {
  const out: Plain = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      const trimmed = withoutNul(value).trim();
      out[key] = trimmed === '' ? null : trimmed;
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      out[key] = (value as string[]).map((item) => withoutNul(item).trim()).filter((item) => item !== '');
    } else {
      out[key] = value;
    }
  }
  return out as T;
}

function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}

/**
 * Validates plain values against a class-validator class and returns a fresh instance
 * holding only the class's declared properties (whitelist: no mass assignment).
 * Throws ValidationError with one message per field, in the SPEC's words.
 */
export async function validateInput<T extends object>(
  cls: new () => T,
  values: object,
): Promise<T> {
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
function collectMessages(
  problem: import('class-validator').ValidationError,
  prefix: string,
  into: Record<string, string>,
): void {
  const path = prefix + problem.property;
  const constraints = problem.constraints ?? {};
  const required = REQUIRED_CONSTRAINTS.find((name) => constraints[name]);
  const message = required ? constraints[required] : Object.values(constraints)[0];
  if (message) into[path] = message;
  for (const child of problem.children ?? []) collectMessages(child, `${path}.`, into);
}
