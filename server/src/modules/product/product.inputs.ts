import { InputType } from 'type-graphql';
import { fieldNames } from '@field-rules';
import { PRODUCT_RECORD } from '@field-rules/records/product';
import { createInputOf, editRulesOf, updateInputOf } from '../../shared/record-inputs';

/** The 'Add New Product' form (SPEC §5 'Product create'), from the product's description. */
@InputType()
export class CreateProductInput extends createInputOf(PRODUCT_RECORD) {}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateProductInput extends updateInputOf(PRODUCT_RECORD) {}

/**
 * SPEC §5 'Product edit', checked on the stored record merged with the patch: the slug is
 * required, the 50-character minimum does not apply and zero features are allowed.
 */
export const ProductEditRules = editRulesOf(PRODUCT_RECORD);

export const PRODUCT_FIELDS = fieldNames(PRODUCT_RECORD);
