import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every record's version (issue 30, docs/decisions/063-edit-conflicts.md): 1 for what is stored, one more per save. */
export class RecordVersions1795833458500 implements MigrationInterface {
  name = 'RecordVersions1795833458500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "blog_post" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "contact_message" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "founder" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "partner" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "product" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "project" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "redirect" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "service" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "service_category" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "team_member" ADD "version" integer NOT NULL DEFAULT '1'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "team_member" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "service_category" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "service" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "redirect" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "project" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "partner" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "founder" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "blog_post" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "version"`);
  }
}
