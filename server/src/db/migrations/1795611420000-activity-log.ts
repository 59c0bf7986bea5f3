import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The activity log: one row per admin write. No foreign keys on purpose: who and which record are
 * copied into the row, so entries outlive deleted admins and records.
 */
export class ActivityLog1795611420000 implements MigrationInterface {
  name = 'ActivityLog1795611420000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "activity_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), "adminId" uuid, "adminUsername" character varying(100) NOT NULL, "action" character varying(40) NOT NULL, "entityType" character varying(100) NOT NULL, "recordId" character varying(100), "recordLabel" character varying(200), "changes" jsonb NOT NULL DEFAULT '[]', "ipAddress" character varying(64), "requestId" character varying(128), CONSTRAINT "PK_067d761e2956b77b14e534fd6f1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a1a7a9d12a7af0d8cecf15957a" ON "activity_log"  ("entityType", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_7c476c7e6895fe18b07e4bedd3" ON "activity_log"  ("createdAt", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_7c476c7e6895fe18b07e4bedd3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a1a7a9d12a7af0d8cecf15957a"`);
    await queryRunner.query(`DROP TABLE "activity_log"`);
  }
}
