import { InputType } from 'type-graphql';
import { fieldNames } from '@field-rules';
import { PARTNER_RECORD } from '@field-rules/records/partner';
import { createInputOf, updateInputOf } from '../../shared/record-inputs';

/** The partner form (SPEC §5), from the partner's description. The same rules check creates and merged updates. */
@InputType()
export class CreatePartnerInput extends createInputOf(PARTNER_RECORD) {}

/** Only the fields given change. */
@InputType()
export class UpdatePartnerInput extends updateInputOf(PARTNER_RECORD) {}

export const PARTNER_FIELDS = fieldNames(PARTNER_RECORD);
