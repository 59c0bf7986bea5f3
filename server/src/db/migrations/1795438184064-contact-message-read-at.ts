import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contact inbox's read state. Messages stored before it existed were already shown to the admin
 * in the old list, so they start as read (at the time they arrived); new ones arrive unread.
 */
export class ContactMessageReadAt1795438184064 implements MigrationInterface {
  name = 'ContactMessageReadAt1795438184064';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_message" ADD "readAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "contact_message" SET "readAt" = "submittedAt"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "readAt"`);
  }
}
