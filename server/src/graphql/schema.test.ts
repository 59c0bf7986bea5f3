import { readFileSync } from 'node:fs';
import { printAppSchema, SCHEMA_FILE } from './print-schema';

describe('schema.graphql', () => {
  it('matches the schema printed from the code (run `npm run schema:print` after changing resolvers or types)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printAppSchema());
  });
});
