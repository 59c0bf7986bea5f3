import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redirects (issue 30, docs/decisions/060-redirects.md): old addresses of changed slugs and the ones administrators
 * add, each leading to its final address.
 */
export class Redirects1795822501484 implements MigrationInterface {
  name = 'Redirects1795822501484';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "redirect" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "fromPath" text NOT NULL, "toPath" text NOT NULL, "automatic" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_36fa169d0f5d2761cdc3ab33b5e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_af97d1edf1433ec4f7bdb29aff" ON "redirect"  ("fromPath") `);
    await queryRunner.query(`CREATE INDEX "IDX_dc2c6625d7184c413138d2a3a3" ON "redirect"  ("toPath") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_dc2c6625d7184c413138d2a3a3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_af97d1edf1433ec4f7bdb29aff"`);
    await queryRunner.query(`DROP TABLE "redirect"`);
  }
}
