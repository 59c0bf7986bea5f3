import { PARTNER_LOGO_MESSAGE } from '@field-rules';
import { imageRecordService } from '../../shared/image-record-service';
import { Partner } from './partner.entity';
import { CreatePartnerInput, PARTNER_FIELDS } from './partner.inputs';

export class PartnerService extends imageRecordService(Partner, {
  entityName: 'Partner',
  rules: CreatePartnerInput,
  fields: PARTNER_FIELDS,
  image: { column: 'logo', folder: 'partners', requiredMessage: PARTNER_LOGO_MESSAGE },
}) {}
