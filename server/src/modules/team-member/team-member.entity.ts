import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { TextColumn } from '../../shared/field-columns';
import { ProfileRecord } from '../../shared/profile-record';

@ObjectType({ description: "A member of the team, shown in 'Meet Our Team' on the about page." })
@Entity('team_member')
export class TeamMember extends ProfileRecord {
  /** Public URL of the profile image. */
  @TextColumn()
  image: string;
}
