import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Optional TOTP two-factor for admins, and what the active-sessions list shows (device, address, last use). */
export class AdminTwoFactorAndSessions1795429055421 implements MigrationInterface {
  name = 'AdminTwoFactorAndSessions1795429055421';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin" ADD "twoFactorEnabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "twoFactorSecret" text`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "twoFactorRecoveryCodes" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "twoFactorLastUsedStep" integer`);
    await queryRunner.query(`ALTER TABLE "admin_session" ADD "userAgent" character varying(512)`);
    await queryRunner.query(`ALTER TABLE "admin_session" ADD "ipAddress" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "admin_session" ADD "lastUsedAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_session" DROP COLUMN "lastUsedAt"`);
    await queryRunner.query(`ALTER TABLE "admin_session" DROP COLUMN "ipAddress"`);
    await queryRunner.query(`ALTER TABLE "admin_session" DROP COLUMN "userAgent"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "twoFactorLastUsedStep"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "twoFactorRecoveryCodes"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "twoFactorSecret"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "twoFactorEnabled"`);
  }
}
