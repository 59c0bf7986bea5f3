import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';

@ObjectType({ description: "A member of the team, shown in 'Meet Our Team' on the about page." })
@Entity('team_member')
export class TeamMember extends OrderedRecord {
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

  /** Public URL of the profile image. */
  @Field()
  @Column('text')
  image: string;
}
