import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { TEAM_MEMBER_RECORD } from '@field-rules/records/person';
import { OrderedRecord } from '../../shared/ordered-record';
import { TextColumn } from '../../shared/field-columns';
import { recordEntity } from '../../shared/record-columns';

/** The form's fields are columns from the team member's description; the photo is declared here. */
@ObjectType({ description: "A member of the team, shown in 'Meet Our Team' on the about page." })
@Entity('team_member')
export class TeamMember extends recordEntity(OrderedRecord, TEAM_MEMBER_RECORD) {
  /** Public URL of the profile image. */
  @TextColumn()
  image: string;
}
