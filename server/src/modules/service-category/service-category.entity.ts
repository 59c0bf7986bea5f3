import { Entity, OneToMany } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';
import { ServiceOffering } from './service-offering.entity';
import { TextColumn, TextListColumn } from '../../shared/field-columns';

@ObjectType({ description: 'A heading on the services page with its ordered services.' })
@Entity('service_category')
export class ServiceCategory extends OrderedRecord {
  /** The heading. */
  @TextColumn({ length: 200 })
  category: string;

  /** Category-level features, shown on admin cards. */
  @TextListColumn()
  features: string[];

  /** Ordered by `position`; loaded with the category. */
  @Field(() => [ServiceOffering])
  @OneToMany(() => ServiceOffering, (service) => service.category, { cascade: true, eager: true })
  services: ServiceOffering[];
}
