import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';

/**
 * The company's details and the home hero's texts, edited on the admin's Settings screen and read by
 * the public site (footer, contact page, home hero, page metadata). One row, created by its migration
 * with the values the site shipped with (docs/decisions/031-site-settings.md).
 */
@ObjectType({ description: "The company's details and the home hero's texts; one record, public to read, admin to change." })
@Entity('site_settings')
export class SiteSettings extends BaseRecord {
  @Field()
  @Column({ type: 'varchar', length: 100 })
  companyName: string;

  @Field({ description: 'A short line about the company; also the home page title.' })
  @Column({ type: 'varchar', length: 200 })
  tagline: string;

  @Field(() => [String], { description: 'Contact phone numbers as shown, in order.' })
  @Column('text', { array: true, default: () => "'{}'" })
  phones: string[];

  @Field({ description: 'The public contact address; new contact messages are also sent there when mail is set up.' })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Field(() => String, { nullable: true, description: 'The company page on the professional network.' })
  @Column('text', { nullable: true })
  linkedinUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  twitterUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  githubUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  facebookUrl: string | null;

  @Field({ description: "The home hero's badge ('Trusted by many worldwide')." })
  @Column({ type: 'varchar', length: 100 })
  heroBadge: string;

  @Field({ description: "The home hero's headline." })
  @Column({ type: 'varchar', length: 200 })
  heroTitle: string;

  @Field({ description: "The home hero's text under the headline." })
  @Column({ type: 'varchar', length: 600 })
  heroText: string;
}
