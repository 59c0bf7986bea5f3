import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts and roles (issue 30, docs/decisions/065-roles.md): invitations, deactivation, and who wrote each post. */
export class AccountsAndRoles1795845868627 implements MigrationInterface {
  name = 'AccountsAndRoles1795845868627';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_invitation" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "role" character varying(20) NOT NULL, "tokenHash" character(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "acceptedAt" TIMESTAMP WITH TIME ZONE, "invitedBy" character varying(100) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f94970699a362eb8a4a736f23b4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_83d646b615b13795d18b8bc776" ON "admin_invitation"  ("tokenHash") `);
    await queryRunner.query(`ALTER TABLE "admin" ADD "deactivatedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "blog_post" ADD "createdBy" uuid`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog_post" DROP COLUMN "createdBy"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "deactivatedAt"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_83d646b615b13795d18b8bc776"`);
    await queryRunner.query(`DROP TABLE "admin_invitation"`);
  }
}
