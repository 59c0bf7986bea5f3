import type { DataSource } from 'typeorm';
import { PROFILE_IMAGE_MESSAGE } from '../../shared/field-rules';
import { ImageRecordService } from '../../shared/image-record-service';
import type { ImageStore } from '../../shared/images';
import { Founder } from './founder.entity';
import { CreateFounderInput, FOUNDER_FIELDS } from './founder.inputs';

export class FounderService extends ImageRecordService<Founder, CreateFounderInput> {
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(Founder), images, {
      entityName: 'Founder',
      rules: CreateFounderInput,
      fields: FOUNDER_FIELDS,
      imageColumn: 'image',
      folder: 'founders',
      imageRequired: { field: 'image', message: PROFILE_IMAGE_MESSAGE },
    });
  }
}
