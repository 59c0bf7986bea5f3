import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';

@ObjectType({ description: 'A blog post. Drafts (published false) are visible to administrators only.' })
@Entity('blog_post')
@Index(['published', 'createdAt'])
export class BlogPost extends BaseRecord {
  @Field()
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Field()
  @Column('text')
  excerpt: string;

  /** Sanitised HTML. */
  @Field()
  @Column('text')
  content: string;

  /** Public URL of the cover image, optional. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  coverImage: string | null;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  author: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  category: string | null;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  tags: string[];

  @Field()
  @Column({ default: false })
  published: boolean;

  @Field()
  @Column({ default: false })
  featured: boolean;

  /** A published post is public from this moment on; null: as soon as it is published (docs/decisions/033). */
  @Field(() => Date, {
    nullable: true,
    description: 'Scheduled publishing: a published post stays hidden from visitors until then. Null: public once published.',
  })
  @Column({ type: 'timestamptz', nullable: true })
  publishAt: Date | null;
}
