import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics without tracking (issue 31, docs/decisions/070-analytics-without-tracking.md): raw page views and contact
 * conversions (no address, no user agent: a daily visitor hash), the day's salt, and the daily roll-up.
 */
export class Analytics1795900000000 implements MigrationInterface {
  name = 'Analytics1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "analytics_event" (
        "id" BIGSERIAL NOT NULL,
        "day" date NOT NULL,
        "kind" character varying(10) NOT NULL,
        "path" character varying(200) NOT NULL,
        "visitor" character varying(16) NOT NULL,
        "referrer" character varying(253),
        "device" character varying(10) NOT NULL,
        CONSTRAINT "PK_analytics_event" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_analytics_event_day" ON "analytics_event" ("day")`);
    await queryRunner.query(
      `CREATE TABLE "analytics_salt" ("day" date NOT NULL, "salt" character varying(64) NOT NULL,
        CONSTRAINT "PK_analytics_salt" PRIMARY KEY ("day"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_daily" (
        "day" date NOT NULL,
        "dimension" character varying(10) NOT NULL,
        "key" character varying(253) NOT NULL,
        "views" integer NOT NULL,
        "visitors" integer NOT NULL,
        CONSTRAINT "PK_analytics_daily" PRIMARY KEY ("day", "dimension", "key")
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_daily"`);
    await queryRunner.query(`DROP TABLE "analytics_salt"`);
    await queryRunner.query(`DROP TABLE "analytics_event"`);
  }
}
