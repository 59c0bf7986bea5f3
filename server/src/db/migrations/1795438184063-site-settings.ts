import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site settings: one row holding the company's details and the home hero's texts, stored with the
 * values the site showed before they were editable (written out here, so later changes to the code's
 * defaults never change what this migration did).
 */
export class SiteSettings1795438184063 implements MigrationInterface {
  name = 'SiteSettings1795438184063';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "companyName" character varying(100) NOT NULL, "tagline" character varying(200) NOT NULL, "phones" text array NOT NULL DEFAULT '{}', "email" character varying(254) NOT NULL, "address" character varying(200) NOT NULL, "linkedinUrl" text, "twitterUrl" text, "githubUrl" text, "facebookUrl" text, "heroBadge" character varying(100) NOT NULL, "heroTitle" character varying(200) NOT NULL, "heroText" character varying(600) NOT NULL, CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "site_settings" ("companyName", "tagline", "phones", "email", "address", "linkedinUrl", "heroBadge", "heroTitle", "heroText") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        'Nexora Labs',
        'Software & AI Development',
        ['+92 300 1234567', '+92 51 2345678'],
        'hello@nexoralabs.example',
        'Islamabad, Pakistan',
        'https://www.linkedin.com/company/nexora-labs',
        'Trusted by many worldwide',
        'Building the Future with AI',
        'We design and build custom software, intelligent automation and machine-learning products that help businesses work smarter and grow faster.',
      ],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_settings"`);
  }
}
