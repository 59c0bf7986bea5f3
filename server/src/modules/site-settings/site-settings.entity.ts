import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';
import { TextColumn, TextListColumn } from '../../shared/field-columns';

/**
 * The company's details and the home hero's texts, edited on the admin's Settings screen and read by
 * the public site (footer, contact page, home hero, page metadata). One row, created by its migration
 * with the values the site shipped with (docs/decisions/031-site-settings.md).
 */
@ObjectType({ description: "The company's details and the home hero's texts; one record, public to read, admin to change." })
@Entity('site_settings')
export class SiteSettings extends BaseRecord {
  @TextColumn({ length: 100 })
  companyName: string;

  @TextColumn({ length: 200, description: 'A short line about the company; also the home page title.' })
  tagline: string;

  @TextListColumn('Contact phone numbers as shown, in order.')
  phones: string[];

  @TextColumn({
    length: 254,
    description: 'The public contact address; new contact messages are also sent there when mail is set up.',
  })
  email: string;

  @TextColumn({ length: 200 })
  address: string;

  @TextColumn({ nullable: true, description: 'The company page on the professional network.' })
  linkedinUrl: string | null;

  @TextColumn({ nullable: true })
  twitterUrl: string | null;

  @TextColumn({ nullable: true })
  githubUrl: string | null;

  @TextColumn({ nullable: true })
  facebookUrl: string | null;

  @TextColumn({ length: 100, description: "The home hero's badge ('Trusted by many worldwide')." })
  heroBadge: string;

  @TextColumn({ length: 200, description: "The home hero's headline." })
  heroTitle: string;

  @TextColumn({ length: 600, description: "The home hero's text under the headline." })
  heroText: string;
}
