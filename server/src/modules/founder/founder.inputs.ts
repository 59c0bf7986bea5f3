import { InputType } from 'type-graphql';
import { fieldNames } from '@field-rules';
import { FOUNDER_RECORD } from '@field-rules/records/person';
import { createInputOf, updateInputOf } from '../../shared/record-inputs';

/** The founder form (SPEC §5): the shared person fields plus twitter. The same rules check creates and merged updates. */
@InputType()
export class CreateFounderInput extends createInputOf(FOUNDER_RECORD) {}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateFounderInput extends updateInputOf(FOUNDER_RECORD) {}

export const FOUNDER_FIELDS = fieldNames(FOUNDER_RECORD);
