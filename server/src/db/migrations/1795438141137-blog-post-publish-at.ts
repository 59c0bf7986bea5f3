import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled publishing: a published post with a future "publishAt" stays out of every public read
 * until then (docs/decisions/033-scheduled-posts-and-draft-preview.md). Null: public as soon as published.
 */
export class BlogPostPublishAt1795438141137 implements MigrationInterface {
  name = 'BlogPostPublishAt1795438141137';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog_post" ADD "publishAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog_post" DROP COLUMN "publishAt"`);
  }
}
