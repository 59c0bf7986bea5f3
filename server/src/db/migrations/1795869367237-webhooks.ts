import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (issue 31, docs/decisions/068-webhooks.md): owners' endpoints (address, events, sealed signing secret) and
 * one delivery row per event and endpoint, written in the transaction of the change and claimed by the workers when
 * due (the partial index), listed per endpoint newest first.
 */
export class Webhooks1795869367237 implements MigrationInterface {
  name = 'Webhooks1795869367237';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoint" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" character varying(2000) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "events" text array NOT NULL, "sealedSecret" text NOT NULL, "active" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6c98112122b2b8a4f3984d2efa8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_delivery" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "endpointId" uuid NOT NULL, "event" character varying(40) NOT NULL, "recordType" character varying(40), "recordId" uuid, "payload" jsonb NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "responseStatus" integer, "error" character varying(300), "nextAttemptAt" TIMESTAMP WITH TIME ZONE, "lockedUntil" TIMESTAMP WITH TIME ZONE, "lastAttemptAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b1ae290239a778f12399db91354" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ff82d5f639d67aea1484f772b9" ON "webhook_delivery"  ("nextAttemptAt") WHERE "status" IN ('pending', 'failed')`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_349616564a010eade57e95d494" ON "webhook_delivery"  ("endpointId", "createdAt") `);
    await queryRunner.query(
      `ALTER TABLE "webhook_delivery" ADD CONSTRAINT "FK_aa80c1d0b71d372bd9d844ada20" FOREIGN KEY ("endpointId") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_delivery" DROP CONSTRAINT "FK_aa80c1d0b71d372bd9d844ada20"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_349616564a010eade57e95d494"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ff82d5f639d67aea1484f772b9"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoint"`);
  }
}
