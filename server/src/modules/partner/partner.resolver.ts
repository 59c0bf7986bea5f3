import { Resolver } from 'type-graphql';
import { createImageRecordResolver } from '../../graphql/image-record-resolver';
import { Partner } from './partner.entity';
import { CreatePartnerInput, UpdatePartnerInput } from './partner.inputs';

/** partners, partner, createPartner, updatePartner, deletePartner, reorderPartners; the upload argument is `logo`. */
@Resolver(() => Partner)
export class PartnerResolver extends createImageRecordResolver({
  entity: Partner,
  createInput: CreatePartnerInput,
  updateInput: UpdatePartnerInput,
  service: 'partners',
  names: { one: 'partner', many: 'partners' },
  file: 'logo',
}) {}
