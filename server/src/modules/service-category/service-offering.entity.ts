import { Column, Entity, Index, ManyToOne, type Relation } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseRecord } from '../../shared/base-record';
import type { ServiceCategory } from './service-category.entity';
import { SERVICE_ROW } from '@field-rules/records/service-category';
import { recordEntity } from '../../shared/record-columns';

/** One service inside a category (GraphQL type `Service`); the row's fields are columns from its description. */
@ObjectType('Service')
@Entity('service')
@Index(['categoryId', 'position'])
export class ServiceOffering extends recordEntity(BaseRecord, SERVICE_ROW) {
  @Column('uuid')
  categoryId: string;

  // Named, not imported: the category imports this entity, and a value import back would be a cycle.
  @ManyToOne('ServiceCategory', (category: ServiceCategory) => category.services, {
    onDelete: 'CASCADE',
    orphanedRowAction: 'delete',
  })
  // Relation<> keeps decorator metadata from naming the class at run time.
  category: Relation<ServiceCategory>;

  /** Order inside the category, from 0 (reorderServices, docs/decisions/035-manual-order.md). */
  @Field(() => Int, { description: 'Order inside the category, from 0.' })
  @Column('int')
  position: number;
}
