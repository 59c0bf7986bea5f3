import { PROFILE_IMAGE_MESSAGE } from '@field-rules';
import { imageRecordService } from '../../shared/image-record-service';
import { Founder } from './founder.entity';
import { CreateFounderInput, FOUNDER_FIELDS } from './founder.inputs';

export class FounderService extends imageRecordService(Founder, {
  entityName: 'Founder',
  rules: CreateFounderInput,
  fields: FOUNDER_FIELDS,
  image: { column: 'image', folder: 'founders', requiredMessage: PROFILE_IMAGE_MESSAGE },
}) {}
