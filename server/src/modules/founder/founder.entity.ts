import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { FOUNDER_RECORD } from '@field-rules/records/person';
import { OrderedRecord } from '../../shared/ordered-record';
import { TextColumn } from '../../shared/field-columns';
import { recordEntity } from '../../shared/record-columns';

/** The form's fields are columns from the founder's description; the photo is declared here. */
@ObjectType({ description: 'A company founder, shown on the home and about pages.' })
@Entity('founder')
export class Founder extends recordEntity(OrderedRecord, FOUNDER_RECORD) {
  /** Public URL of the profile image. */
  @TextColumn()
  image: string;
}
