import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';
import { SITE_SETTINGS_RECORD } from '@field-rules/records/site-settings';
import { recordEntity } from '../../shared/record-columns';

/**
 * The company's details and the home hero's texts, edited on the admin's Settings screen and read by
 * the public site (footer, contact page, home hero, page metadata). One row, created by its migration
 * with the values the site shipped with (docs/decisions/031-site-settings.md). Its columns are its description's.
 */
@ObjectType({ description: "The company's details and the home hero's texts; one record, public to read, admin to change." })
@Entity('site_settings')
export class SiteSettings extends recordEntity(BaseRecord, SITE_SETTINGS_RECORD) {}
