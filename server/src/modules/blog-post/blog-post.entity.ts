import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { ContentRecord } from '../../shared/content-record';
import { OptionalTimeColumn, TextColumn, TextListColumn } from '../../shared/field-columns';

@ObjectType({ description: 'A blog post. Drafts (published false) are visible to administrators only.' })
@Entity('blog_post')
@Index(['published', 'createdAt'])
export class BlogPost extends ContentRecord {
  @TextColumn({ length: 200 })
  @Index({ unique: true })
  slug: string;

  @TextColumn({ length: 300 })
  title: string;

  @TextColumn()
  excerpt: string;

  /** Sanitised HTML. */
  @TextColumn()
  content: string;

  /** Public URL of the cover image, optional. */
  @TextColumn({ nullable: true })
  coverImage: string | null;

  @TextColumn({ length: 200 })
  author: string;

  @TextColumn({ length: 200, nullable: true })
  category: string | null;

  @TextListColumn()
  tags: string[];

  @Field()
  @Column({ default: false })
  published: boolean;

  @Field()
  @Column({ default: false })
  featured: boolean;

  /** A published post is public from this moment on; null: as soon as it is published (docs/decisions/033). */
  @OptionalTimeColumn(
    'Scheduled publishing: a published post stays hidden from visitors until then. Null: public once published.',
  )
  publishAt: Date | null;

  /** The account that wrote it (an author may change only their own drafts); null for posts from before accounts. */
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;
}
