import { DeleteDateColumn } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { BaseRecord } from './base-record';

/**
 * A record of the site's content (posts, products, projects, service categories, founders, team members, partners):
 * deleting one moves it to the trash (docs/decisions/064-trash.md). TypeORM's soft delete sets `deletedAt`, and every
 * find and query builder leaves trashed rows out unless asked (`withDeleted`), so public pages, both doors and the
 * admin lists see them go at once. Never returned itself, so it does not appear in the schema.
 */
@ObjectType()
export abstract class ContentRecord extends BaseRecord {
  /** When the record was moved to the trash; null while it is on the site. */
  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
