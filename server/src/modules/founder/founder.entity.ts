import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';

@ObjectType({ description: 'A company founder, shown on the home and about pages.' })
@Entity('founder')
export class Founder extends OrderedRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  role: string;

  @Field()
  @Column('text')
  bio: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  linkedin: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  twitter: string | null;

  /** Public URL of the profile image. */
  @Field()
  @Column('text')
  image: string;
}
