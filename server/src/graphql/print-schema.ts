import { lexicographicSortSchema, printSchema } from 'graphql';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAppSchema } from './build-schema';

export const SCHEMA_FILE = path.resolve(__dirname, '../../../schema.graphql');

export function printAppSchema(): string {
  return `# Generated from the server code by \`npm run schema:print\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(buildAppSchema()))}\n`;
}

if (require.main === module) {
  writeFileSync(SCHEMA_FILE, printAppSchema());
  console.log(`Wrote ${SCHEMA_FILE}`);
}
