import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';

/**
 * Writes a migration holding the difference between the entities and the schema the
 * existing migrations build (run against a throwaway embedded database by the CLI).
 */
export async function generateMigration(dataSource: DataSource, name: string, dir: string): Promise<string | undefined> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  if (sql.upQueries.length === 0) return undefined;
  const timestamp = Date.now();
  const className = `${name.replace(/[^A-Za-z0-9]/g, '')}${timestamp}`;
  const statement = (query: { query: string; parameters?: unknown[] }) =>
    `    await queryRunner.query(\`${query.query.replace(/[\\`$]/g, '\\$&')}\`${query.parameters?.length ? `, ${JSON.stringify(query.parameters)}` : ''});`;
  const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${sql.upQueries.map(statement).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${[...sql.downQueries].reverse().map(statement).join('\n')}
  }
}
`;
  const kebab = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  const file = path.join(dir, `${timestamp}-${kebab}.ts`);
  writeFileSync(file, source);
  return file;
}
