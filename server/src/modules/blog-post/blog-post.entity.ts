import { Column, Entity, Index } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { BLOG_POST_RECORD } from '@field-rules/records/blog-post';
import { ContentRecord } from '../../shared/content-record';
import { TextColumn } from '../../shared/field-columns';
import { recordEntity } from '../../shared/record-columns';

@ObjectType({ description: 'A blog post. Drafts (published false) are visible to administrators only.' })
@Entity('blog_post')
@Index(['published', 'createdAt'])
export class BlogPost extends recordEntity(ContentRecord, BLOG_POST_RECORD) {
  /** Public URL of the cover image, optional. */
  @TextColumn({ nullable: true })
  coverImage: string | null;

  /** The account that wrote it (an author may change only their own drafts); null for posts from before accounts. */
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;
}
