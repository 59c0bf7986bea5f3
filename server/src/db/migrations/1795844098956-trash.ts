import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trash (issue 30, docs/decisions/064-trash.md): when a content record was deleted, and how long it waits. */
export class Trash1795844098956 implements MigrationInterface {
  name = 'Trash1795844098956';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog_post" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "founder" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "partner" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "product" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "project" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "revision_policy" ADD "trashDays" integer NOT NULL DEFAULT '30'`);
    await queryRunner.query(`ALTER TABLE "service_category" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "team_member" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "team_member" DROP COLUMN "deletedAt"`);
    await queryRunner.query(`ALTER TABLE "service_category" DROP COLUMN "deletedAt"`);
    await queryRunner.query(`ALTER TABLE "revision_policy" DROP COLUMN "trashDays"`);
    await queryRunner.query(`ALTER TABLE "project" DROP COLUMN "deletedAt"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "deletedAt"`);
    await queryRunner.query(`ALTER TABLE "partner" DROP COLUMN "deletedAt"`);
    await queryRunner.query(`ALTER TABLE "founder" DROP COLUMN "deletedAt"`);
    await queryRunner.query(`ALTER TABLE "blog_post" DROP COLUMN "deletedAt"`);
  }
}
