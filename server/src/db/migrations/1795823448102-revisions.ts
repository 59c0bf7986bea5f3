import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revision history (issue 30): one row per save of a content record, with the whole record as it was saved. No
 * foreign key on purpose: which record is copied, so revisions outlive a deleted record.
 */
export class Revisions1795823448102 implements MigrationInterface {
  name = 'Revisions1795823448102';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revision" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), "recordType" character varying(100) NOT NULL, "recordId" character varying(100) NOT NULL, "adminUsername" character varying(100), "kind" character varying(20) NOT NULL, "snapshot" jsonb NOT NULL, CONSTRAINT "PK_f4767cdf0c0e78041514e5a94be" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4aac6b78160a844d2f41c14bae" ON "revision"  ("recordType", "recordId", "createdAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_4aac6b78160a844d2f41c14bae"`);
    await queryRunner.query(`DROP TABLE "revision"`);
  }
}
