import { Resolver } from 'type-graphql';
import { createImageRecordResolver } from '../../graphql/image-record-resolver';
import { Founder } from './founder.entity';
import { CreateFounderInput, UpdateFounderInput } from './founder.inputs';

/** founders, founder, createFounder, updateFounder, deleteFounder, reorderFounders; the upload argument is `image`. */
@Resolver(() => Founder)
export class FounderResolver extends createImageRecordResolver({
  entity: Founder,
  createInput: CreateFounderInput,
  updateInput: UpdateFounderInput,
  service: 'founders',
  names: { one: 'founder', many: 'founders' },
  file: 'image',
}) {}
