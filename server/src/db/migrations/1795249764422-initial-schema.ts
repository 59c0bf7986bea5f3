import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795249764422 implements MigrationInterface {
  name = 'InitialSchema1795249764422';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "username" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "passwordHash" character varying(255) NOT NULL, "role" character varying(20) NOT NULL DEFAULT 'admin', "lastLogin" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e032310bcef831fb83101899b10" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5e568e001f9d1b91f67815c580" ON "admin"  ("username") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_de87485f6489f5d0995f584195" ON "admin"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "admin_session" ("id" uuid NOT NULL, "adminId" uuid NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "revokedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_031b46c28b79cc8e17984c9f1a2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_468303897b88a1658837ffc43b" ON "admin_session"  ("adminId") `);
    await queryRunner.query(
      `CREATE TABLE "blog_post" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "slug" character varying(200) NOT NULL, "title" character varying(300) NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "coverImage" text, "author" character varying(200) NOT NULL, "category" character varying(200), "tags" text array NOT NULL DEFAULT '{}', "published" boolean NOT NULL DEFAULT false, "featured" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_694e842ad1c2b33f5939de6fede" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7a1f994eda1ad6e18788ca90b9" ON "blog_post"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_2c9de175601f2f3287ba686828" ON "blog_post"  ("published", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "contact_message" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "message" text NOT NULL, "submittedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1476ca9a6265a586f618ea918fd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c9d900a0cd0cf0d71d18888368" ON "contact_message"  ("submittedAt") `);
    await queryRunner.query(
      `CREATE TABLE "founder" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "role" character varying(200) NOT NULL, "bio" text NOT NULL, "email" character varying(254) NOT NULL, "linkedin" text, "twitter" text, "image" text NOT NULL, CONSTRAINT "PK_465ecb0308fde52274489e269e0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "partner" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "website" text NOT NULL, "logo" text NOT NULL, CONSTRAINT "PK_8f34ff11ddd5459eacbfacd48ca" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "product" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "slug" character varying(200) NOT NULL, "name" character varying(200) NOT NULL, "shortDescription" character varying(200) NOT NULL, "fullDescription" text NOT NULL, "bannerImage" text NOT NULL, "features" text array NOT NULL DEFAULT '{}', "screenshots" text array NOT NULL DEFAULT '{}', "liveLink" text, "githubLink" text, CONSTRAINT "PK_bebc9158e480b949565b4dc7a82" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8cfaf4a1e80806d58e3dbe6922" ON "product"  ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "project" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text NOT NULL, "image" text NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "category" character varying(200), "features" text array NOT NULL DEFAULT '{}', "screenshots" text array NOT NULL DEFAULT '{}', "technologies" text array NOT NULL DEFAULT '{}', "liveDemoLink" text, "githubLink" text, CONSTRAINT "PK_4d68b1358bb5b766d3e78f32f57" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "service" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "categoryId" uuid NOT NULL, "position" integer NOT NULL, "icon" character varying(100), "title" character varying(200) NOT NULL, "description" text NOT NULL, "features" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_85a21558c006647cd76fdce044b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e3e10b2acaeee7427bc71903c7" ON "service"  ("categoryId", "position") `);
    await queryRunner.query(
      `CREATE TABLE "service_category" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "category" character varying(200) NOT NULL, "features" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_9d513b39d251063f98f2a7b941d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "team_member" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "role" character varying(200) NOT NULL, "bio" text NOT NULL, "email" character varying(254) NOT NULL, "linkedin" text, "image" text NOT NULL, CONSTRAINT "PK_649680684d72a20d279641469c5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_session" ADD CONSTRAINT "FK_468303897b88a1658837ffc43b5" FOREIGN KEY ("adminId") REFERENCES "admin"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "service" ADD CONSTRAINT "FK_cb169715cbb8c74f263ba192ca8" FOREIGN KEY ("categoryId") REFERENCES "service_category"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "service" DROP CONSTRAINT "FK_cb169715cbb8c74f263ba192ca8"`);
    await queryRunner.query(`ALTER TABLE "admin_session" DROP CONSTRAINT "FK_468303897b88a1658837ffc43b5"`);
    await queryRunner.query(`DROP TABLE "team_member"`);
    await queryRunner.query(`DROP TABLE "service_category"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e3e10b2acaeee7427bc71903c7"`);
    await queryRunner.query(`DROP TABLE "service"`);
    await queryRunner.query(`DROP TABLE "project"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8cfaf4a1e80806d58e3dbe6922"`);
    await queryRunner.query(`DROP TABLE "product"`);
    await queryRunner.query(`DROP TABLE "partner"`);
    await queryRunner.query(`DROP TABLE "founder"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c9d900a0cd0cf0d71d18888368"`);
    await queryRunner.query(`DROP TABLE "contact_message"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2c9de175601f2f3287ba686828"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7a1f994eda1ad6e18788ca90b9"`);
    await queryRunner.query(`DROP TABLE "blog_post"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_468303897b88a1658837ffc43b"`);
    await queryRunner.query(`DROP TABLE "admin_session"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_de87485f6489f5d0995f584195"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5e568e001f9d1b91f67815c580"`);
    await queryRunner.query(`DROP TABLE "admin"`);
  }
}
