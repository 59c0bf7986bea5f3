import { InputType } from 'type-graphql';
import { fieldNames } from '@field-rules';
import { SERVICE_CATEGORY_RECORD, SERVICE_ROW } from '@field-rules/records/service-category';
import { createInputOf, rowInputOf, updateInputOf } from '../../shared/record-inputs';

/**
 * One service row of the form (`ServiceInput`). Title and description may arrive blank: a blank-titled row is
 * dropped, and a kept row without a description gets the SPEC's message (SPEC §5).
 */
export const ServiceInput = rowInputOf(SERVICE_ROW);
export type ServiceInput = InstanceType<typeof ServiceInput>;

/** The service category form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreateServiceCategoryInput extends createInputOf(SERVICE_CATEGORY_RECORD) {}

/** Only the fields given change; `services`, when given, replaces the whole list. */
@InputType()
export class UpdateServiceCategoryInput extends updateInputOf(SERVICE_CATEGORY_RECORD) {}

export const SERVICE_CATEGORY_FIELDS = fieldNames(SERVICE_CATEGORY_RECORD);
