import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';
import { TextColumn } from '../../shared/field-columns';

@ObjectType({ description: 'A partner company, managed in the admin area.' })
@Entity('partner')
export class Partner extends OrderedRecord {
  @TextColumn({ length: 200 })
  name: string;

  @TextColumn()
  website: string;

  /** Public URL of the logo image (the REST file field is `image`). */
  @TextColumn()
  logo: string;
}
