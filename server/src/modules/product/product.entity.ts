import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';

@ObjectType({ description: 'A product of the company, with its own page at /products/{slug}.' })
@Entity('product')
export class Product extends OrderedRecord {
  @Field()
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  shortDescription: string;

  /** Sanitised HTML. */
  @Field()
  @Column('text')
  fullDescription: string;

  /** Public URL of the banner image. */
  @Field()
  @Column('text')
  bannerImage: string;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  features: string[];

  /** Ordered image URLs; removed by position. */
  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  screenshots: string[];

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  liveLink: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  githubLink: string | null;
}
