import { validateAltText } from '../../components/admin/image-alt';
import {
  recordFormValues,
  recordInput,
  validateRecord,
  type RecordFormValues,
} from '../../components/admin/record-form/record-values';
import type { FormErrors } from '../../components/forms/use-form';
import { BANNER_REQUIRED_MESSAGE, type FormMode } from '@field-rules';
import { PRODUCT_RECORD } from '@field-rules/records/product';
import type { CreateProductInput, ProductDetailFragment, UpdateProductInput } from '../../gql-admin/graphql';

export type ProductFormMode = FormMode;

/**
 * What the admin product form holds: the fields of the product's description (field-rules/records/product.ts)
 * by their server names, so its field errors land on them, and the files.
 */
export type ProductFormValues = RecordFormValues<typeof PRODUCT_RECORD.fields> & {
  /** A newly chosen banner (required on create; on edit, none keeps the current one). */
  bannerImage: File | null;
  /** The banner's alt text (optional; empty: pages use the name). */
  bannerAlt: string;
  /** Screenshots uploaded with a new product (create only; the edit page has its own gallery manager). */
  screenshots: File[];
};

export function emptyProductValues(): ProductFormValues {
  return { ...recordFormValues(PRODUCT_RECORD), bannerImage: null, bannerAlt: '', screenshots: [] };
}

/** The edit form, prefilled from the stored product (always at least one feature row). */
export function valuesFromProduct(product: ProductDetailFragment): ProductFormValues {
  return {
    ...recordFormValues(PRODUCT_RECORD, product),
    bannerImage: null,
    bannerAlt: product.bannerPicture.altText ?? '',
    screenshots: [],
  };
}

/** SPEC §5 'Product create' and 'Product edit', with the SPEC's texts: the description's rules, then the banner's. */
export function validateProduct(values: ProductFormValues, mode: ProductFormMode): FormErrors<ProductFormValues> {
  const errors: FormErrors<ProductFormValues> = validateRecord(PRODUCT_RECORD, values, mode);
  if (mode === 'create' && !values.bannerImage) errors.bannerImage = BANNER_REQUIRED_MESSAGE;
  const altError = validateAltText(values.bannerAlt);
  if (altError) errors.bannerAlt = altError;
  return errors;
}

/** SPEC §7 product create: an empty slug is left (null) for the server to derive from the name. */
export function toCreateInput(values: ProductFormValues): CreateProductInput {
  return recordInput(PRODUCT_RECORD, values) as unknown as CreateProductInput;
}

/** SPEC §7 product update: every field sent (slug always); an emptied link is cleared with null. */
export function toUpdateInput(values: ProductFormValues): UpdateProductInput {
  return recordInput(PRODUCT_RECORD, values) as UpdateProductInput;
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Dates in en-US long format, e.g. 'November 21, 2026' (SPEC §9). Unparseable input gives ''. */
export function formatProductDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
