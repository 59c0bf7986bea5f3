import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../shared/base-record';
import { TextColumn } from '../../shared/field-columns';

/**
 * An old address of this site and where it now leads (301). Made by the site when a public post or product changes
 * its slug, or by an administrator. Applies where the site has no page of its own (docs/decisions/060-redirects.md).
 */
@ObjectType({ description: 'Admin only: an address of this site that answers 301 with another.' })
@Entity('redirect')
export class Redirect extends BaseRecord {
  /** A path of this site as requests carry it (field-rules normalizeSitePath). */
  @Index({ unique: true })
  @TextColumn({ description: 'The path that redirects, e.g. /blog/old-slug.' })
  fromPath: string;

  /** Looked up when an address changes again, to keep every redirect one hop. */
  @Index()
  @TextColumn({ description: 'Where it leads: a path of this site or an http(s) URL.' })
  toPath: string;

  @Field({ description: 'True when the site made it for a changed slug; false when an administrator added it.' })
  @Column({ default: false })
  automatic: boolean;
}
