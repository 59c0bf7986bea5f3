import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  isRequired,
  maxMessageOf,
  requiredMessageOf,
  sampleValues,
  textProblem,
  type FormMode,
  type RecordDescriptor,
  type RecordField,
} from '@field-rules';
import { ValidationError } from './errors';
import { createInputOf, editRulesOf, rowInputOf } from './record-inputs';
import { validateInput } from './validation';

/**
 * Every record description (field-rules/records/, read from the folder so a new one is covered), through the
 * classes built from it: each field's own refusals with the SPEC's messages, in both modes, and the client's
 * check (textProblem) agreeing with the server on each. A field added to a description is tested here.
 */
const RECORDS_DIR = path.resolve(__dirname, '..', '..', '..', 'field-rules', 'records');
const records: RecordDescriptor[] = readdirSync(RECORDS_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) =>
    // Read from the folder, so a description added there is tested without an edit here.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Object.values(require(path.join(RECORDS_DIR, file)) as Record<string, unknown>).filter(
      (value): value is RecordDescriptor => typeof value === 'object' && value !== null && 'fields' in value,
    ),
  );

/** Sample values, nested rows as instances of their input class (as GraphQL gives them). */
function samples(record: RecordDescriptor): Record<string, unknown> {
  const values = sampleValues(record);
  for (const [name, field] of Object.entries(record.fields)) {
    if (field.kind === 'rows') {
      values[name] = (values[name] as object[]).map((row) => Object.assign(new (rowInputOf(field.rows!))(), row));
    }
  }
  return values;
}

async function messagesFor(cls: new () => object, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await validateInput(cls, values);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
}

/** The refusals a field's description promises for a value, with the message each gives. */
function refusals(field: RecordField, mode: FormMode): Array<[string, unknown, string]> {
  const cases: Array<[string, unknown, string]> = [];
  const textual = ['text', 'longText', 'html'].includes(field.kind);
  if (isRequired(field, mode)) {
    cases.push(['missing', field.kind === 'list' || field.kind === 'rows' ? [] : null, requiredMessageOf(field)]);
  }
  if (textual && field.max !== undefined) cases.push(['too long', 'x'.repeat(field.max + 1), maxMessageOf(field)!]);
  if (textual && mode === 'create' && field.minOnCreate) {
    cases.push(['too short', 'x'.repeat(field.minOnCreate.length - 1), field.minOnCreate.message]);
  }
  if (field.kind === 'link') cases.push(['not a link', 'not a link', field.message!]);
  return cases;
}

describe.each(records.map((record) => [record.name, record] as const))('the %s description', (_name, record) => {
  const modes: Array<[FormMode, new () => object]> = [
    ['create', createInputOf(record)],
    ['edit', editRulesOf(record)],
  ];

  it.each(modes)('accepts its sample values (%s)', async (_mode, cls) => {
    expect(await messagesFor(cls, samples(record))).toEqual({});
  });

  for (const [mode, cls] of modes) {
    for (const [name, field] of Object.entries(record.fields)) {
      for (const [what, value, message] of refusals(field, mode)) {
        it(`${mode}: ${name} ${what} is refused with '${message}', on both sides`, async () => {
          expect((await messagesFor(cls, { ...samples(record), [name]: value }))[name]).toBe(message);
          // The client leaves a blank slug on create for the server to derive.
          const derived = mode === 'create' && field.derivedFrom;
          if ((typeof value === 'string' || value === null) && !derived)
            expect(textProblem(field, value ?? '', mode)).toBe(message);
        });
      }
    }
  }
});
