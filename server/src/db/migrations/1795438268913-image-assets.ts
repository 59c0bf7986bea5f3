import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ADR 022: one row per stored image (keyed by its public URL, which records keep as before): size,
 * placeholder, the variants made from it (null until made: seeded or stored before ADR 022) and its alt text.
 */
export class ImageAssets1795438268913 implements MigrationInterface {
  name = 'ImageAssets1795438268913';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "image_asset" ("url" text NOT NULL, "width" integer, "height" integer, "placeholder" text, "variants" jsonb, "alt" character varying(300), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_image_asset_url" PRIMARY KEY ("url"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "image_asset"`);
  }
}
