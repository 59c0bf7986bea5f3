import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { PROJECT_RECORD } from '@field-rules/records/project';
import { OrderedRecord } from '../../shared/ordered-record';
import { TextColumn, TextListColumn } from '../../shared/field-columns';
import { recordEntity } from '../../shared/record-columns';

/** The form's fields are columns from the project's description; the images are declared here. */
@ObjectType({ description: 'A past project, shown on the work page.' })
@Entity('project')
export class Project extends recordEntity(OrderedRecord, PROJECT_RECORD) {
  /** Public URL of the main image. */
  @TextColumn()
  image: string;

  /** Ordered image URLs shown in the gallery. */
  @TextListColumn()
  screenshots: string[];
}
