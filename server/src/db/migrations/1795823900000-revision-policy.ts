import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How many revisions each record keeps (issue 30, docs/decisions/061-revision-history.md): one row, the defaults. */
export class RevisionPolicy1795823900000 implements MigrationInterface {
  name = 'RevisionPolicy1795823900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revision_policy" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "keepDays" integer NOT NULL DEFAULT 90, "keepLatest" integer NOT NULL DEFAULT 50, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f79fc82cdca8a5e5c011ee3b45d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`INSERT INTO "revision_policy" DEFAULT VALUES`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "revision_policy"`);
  }
}
