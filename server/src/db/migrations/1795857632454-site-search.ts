import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site search (issue 31, docs/decisions/066-site-search.md): one row per thing a visitor can find, with the text
 * vector its words are matched in, a small weighted one (title and summary) it is ranked by, and a trigram index on
 * titles for typos. The app builds it on its first start (an empty index is built) and keeps it in step from the
 * change events; a later migration that changes what is indexed empties it.
 */
export class SiteSearch1795857632454 implements MigrationInterface {
  name = 'SiteSearch1795857632454';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A trusted extension since PostgreSQL 13: a database owner may create it; PGlite loads it (embedded-postgres.ts).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE TABLE "search_document" (
        "hitType" character varying(20) NOT NULL,
        "recordId" uuid NOT NULL,
        "sourceType" character varying(40) NOT NULL,
        "sourceId" uuid NOT NULL,
        "title" text NOT NULL,
        "summary" text NOT NULL,
        "body" text NOT NULL,
        "path" text NOT NULL,
        "listed" boolean NOT NULL,
        "publicFrom" TIMESTAMP WITH TIME ZONE,
        "document" tsvector NOT NULL,
        "head" tsvector NOT NULL,
        CONSTRAINT "PK_search_document" PRIMARY KEY ("hitType", "recordId")
      )`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_search_document_source" ON "search_document" ("sourceType", "sourceId")`);
    // Without fastupdate the index is whole after every write: no pending list to scan, and no VACUUM needed to
    // merge it (PGlite has no autovacuum).
    await queryRunner.query(
      `CREATE INDEX "IDX_search_document_document" ON "search_document" USING GIN ("document") WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_search_document_title" ON "search_document" USING GIN ("title" gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_search_document_public_from" ON "search_document" ("publicFrom") WHERE "publicFrom" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "search_document"`);
  }
}
