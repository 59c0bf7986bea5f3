import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';

@ObjectType({ description: 'A partner company, managed in the admin area.' })
@Entity('partner')
export class Partner extends BaseRecord {
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
