import type { DataSource } from 'typeorm';
import { PARTNER_LOGO_MESSAGE } from '../../shared/field-rules';
import { ImageRecordService } from '../../shared/image-record-service';
import type { ImageStore } from '../../shared/images';
import { Partner } from './partner.entity';
import { CreatePartnerInput, PARTNER_FIELDS } from './partner.inputs';

export class PartnerService extends ImageRecordService<Partner, CreatePartnerInput> {
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(Partner), images, {
      entityName: 'Partner',
      rules: CreatePartnerInput,
      fields: PARTNER_FIELDS,
      imageColumn: 'logo',
      folder: 'partners',
      imageRequired: { field: 'logo', message: PARTNER_LOGO_MESSAGE },
    });
  }
}
