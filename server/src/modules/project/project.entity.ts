import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';

@ObjectType({ description: 'A past project, shown on the work page.' })
@Entity('project')
export class Project extends OrderedRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field()
  @Column('text')
  description: string;

  /** Public URL of the main image. */
  @Field()
  @Column('text')
  image: string;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  category: string | null;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  features: string[];

  /** Ordered image URLs shown in the gallery. */
  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  screenshots: string[];

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  technologies: string[];

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  liveDemoLink: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  githubLink: string | null;
}
