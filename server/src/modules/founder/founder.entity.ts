import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { TextColumn } from '../../shared/field-columns';
import { ProfileRecord } from '../../shared/profile-record';

@ObjectType({ description: 'A company founder, shown on the home and about pages.' })
@Entity('founder')
export class Founder extends ProfileRecord {
  @TextColumn({ nullable: true })
  twitter: string | null;

  /** Public URL of the profile image. */
  @TextColumn()
  image: string;
}
