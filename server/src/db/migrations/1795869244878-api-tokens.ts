import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API tokens (issue 31, docs/decisions/069-api-tokens.md): owners' tokens, kept as the SHA-256 of the secret. */
export class ApiTokens1795869244878 implements MigrationInterface {
  name = 'ApiTokens1795869244878';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_token" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(60) NOT NULL, "scope" character varying(20) NOT NULL, "prefix" character varying(16) NOT NULL, "tokenHash" character(64) NOT NULL, "createdById" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "lastUsedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_d862311c568d175c26f41bc6f98" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b8d5076cd3f3572829943b3f8a" ON "api_token"  ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_4d104f3172f053c6ac943241e6" ON "api_token"  ("createdById") `);
    await queryRunner.query(
      `ALTER TABLE "api_token" ADD CONSTRAINT "FK_4d104f3172f053c6ac943241e6e" FOREIGN KEY ("createdById") REFERENCES "admin"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_token" DROP CONSTRAINT "FK_4d104f3172f053c6ac943241e6e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4d104f3172f053c6ac943241e6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b8d5076cd3f3572829943b3f8a"`);
    await queryRunner.query(`DROP TABLE "api_token"`);
  }
}
