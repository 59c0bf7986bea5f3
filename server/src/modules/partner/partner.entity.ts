import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';

@ObjectType({ description: 'A partner company, managed in the admin area.' })
@Entity('partner')
export class Partner extends OrderedRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field()
  @Column('text')
  website: string;

  /** Public URL of the logo image (the REST file field is `image`). */
  @Field()
  @Column('text')
  logo: string;
}
