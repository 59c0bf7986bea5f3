import { Entity, OneToMany } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../shared/ordered-record';
import { ServiceOffering } from './service-offering.entity';
import { SERVICE_CATEGORY_RECORD } from '@field-rules/records/service-category';
import { recordEntity } from '../../shared/record-columns';

@ObjectType({ description: 'A heading on the services page with its ordered services.' })
@Entity('service_category')
export class ServiceCategory extends recordEntity(OrderedRecord, SERVICE_CATEGORY_RECORD) {
  /** Ordered by `position`; loaded with the category. */
  @Field(() => [ServiceOffering])
  @OneToMany(() => ServiceOffering, (service) => service.category, { cascade: true, eager: true })
  services: ServiceOffering[];
}
