import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';
import { TextColumn, TextListColumn } from '../../shared/field-columns';

@ObjectType({ description: 'A past project, shown on the work page.' })
@Entity('project')
export class Project extends OrderedRecord {
  @TextColumn({ length: 200 })
  title: string;

  @TextColumn()
  description: string;

  /** Public URL of the main image. */
  @TextColumn()
  image: string;

  @TextListColumn()
  tags: string[];

  @TextColumn({ length: 200, nullable: true })
  category: string | null;

  @TextListColumn()
  features: string[];

  /** Ordered image URLs shown in the gallery. */
  @TextListColumn()
  screenshots: string[];

  @TextListColumn()
  technologies: string[];

  @TextColumn({ nullable: true })
  liveDemoLink: string | null;

  @TextColumn({ nullable: true })
  githubLink: string | null;
}
