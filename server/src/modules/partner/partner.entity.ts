import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { PARTNER_RECORD } from '@field-rules/records/partner';
import { OrderedRecord } from '../../shared/ordered-record';
import { TextColumn } from '../../shared/field-columns';
import { recordEntity } from '../../shared/record-columns';

/** The form's fields are columns from the partner's description; the logo is declared here. */
@ObjectType({ description: 'A partner company, managed in the admin area.' })
@Entity('partner')
export class Partner extends recordEntity(OrderedRecord, PARTNER_RECORD) {
  /** Public URL of the logo image (the REST file field is `image`). */
  @TextColumn()
  logo: string;
}
