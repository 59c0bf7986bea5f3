import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { PRODUCT_RECORD } from '@field-rules/records/product';
import { OrderedRecord } from '../../shared/ordered-record';
import { TextColumn, TextListColumn } from '../../shared/field-columns';
import { recordEntity } from '../../shared/record-columns';

/** The form's fields are columns from the product's description (fullDescription is sanitised HTML); the files are declared here. */
@ObjectType({ description: 'A product of the company, with its own page at /products/{slug}.' })
@Entity('product')
export class Product extends recordEntity(OrderedRecord, PRODUCT_RECORD) {
  /** Public URL of the banner image. */
  @TextColumn()
  bannerImage: string;

  /** Ordered image URLs; removed by position. */
  @TextListColumn()
  screenshots: string[];
}
