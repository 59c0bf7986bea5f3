import { Entity, Index } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';
import { TextColumn, TextListColumn } from '../../shared/field-columns';

@ObjectType({ description: 'A product of the company, with its own page at /products/{slug}.' })
@Entity('product')
export class Product extends OrderedRecord {
  @TextColumn({ length: 200 })
  @Index({ unique: true })
  slug: string;

  @TextColumn({ length: 200 })
  name: string;

  @TextColumn({ length: 200 })
  shortDescription: string;

  /** Sanitised HTML. */
  @TextColumn()
  fullDescription: string;

  /** Public URL of the banner image. */
  @TextColumn()
  bannerImage: string;

  @TextListColumn()
  features: string[];

  /** Ordered image URLs; removed by position. */
  @TextListColumn()
  screenshots: string[];

  @TextColumn({ nullable: true })
  liveLink: string | null;

  @TextColumn({ nullable: true })
  githubLink: string | null;
}
