import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables an administrator orders by hand (docs/decisions/035-manual-order.md); `service` already had its position. */
const TABLES = ['founder', 'team_member', 'service_category', 'project', 'product', 'partner'];

/**
 * Manual order: a `position` on each ordered table. Existing rows are numbered in today's order
 * (newest first), so every list reads exactly as before until an administrator moves something.
 */
export class ManualOrder1795438228459 implements MigrationInterface {
  name = 'ManualOrder1795438228459';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "position" integer NOT NULL DEFAULT 0`);
      await queryRunner.query(
        `UPDATE "${table}" SET "position" = ranked.n - 1 FROM (SELECT "id", row_number() OVER (ORDER BY "createdAt" DESC, "id" DESC) AS n FROM "${table}") ranked WHERE "${table}"."id" = ranked."id"`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "position"`);
  }
}
