import { validateAltText } from '../../components/admin/image-alt';
import type { FormErrors } from '../../components/forms/use-form';
import {
  BANNER_REQUIRED_MESSAGE,
  cleanList,
  FEATURES_MESSAGE,
  FULL_DESCRIPTION_MESSAGE,
  FULL_DESCRIPTION_MIN,
  GITHUB_MESSAGE,
  isBlank,
  isHttpUrl,
  requiredMessage,
  SHORT_DESCRIPTION_MAX,
  SHORT_DESCRIPTION_MESSAGE,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  URL_MESSAGE,
} from '@field-rules';
import type { CreateProductInput, ProductDetailFragment, UpdateProductInput } from '../../gql-admin/graphql';

export type ProductFormMode = 'create' | 'edit';

/** What the admin product form holds; the field names are the server's, so its field errors land on them. */
export interface ProductFormValues {
  name: string;
  slug: string;
  shortDescription: string;
  fullDescription: string;
  /** One entry per feature row, blanks included (they are dropped on submit). */
  features: string[];
  githubLink: string;
  liveLink: string;
  /** A newly chosen banner (required on create; on edit, none keeps the current one). */
  bannerImage: File | null;
  /** The banner's alt text (optional; empty: pages use the name). */
  bannerAlt: string;
  /** Screenshots uploaded with a new product (create only; the edit page has its own gallery manager). */
  screenshots: File[];
}

export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    slug: '',
    shortDescription: '',
    fullDescription: '',
    features: [''],
    githubLink: '',
    liveLink: '',
    bannerImage: null,
    bannerAlt: '',
    screenshots: [],
  };
}

/** The edit form, prefilled from the stored product (always at least one feature row). */
export function valuesFromProduct(product: ProductDetailFragment): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    shortDescription: product.shortDescription,
    fullDescription: product.fullDescription,
    features: product.features.length > 0 ? [...product.features] : [''],
    githubLink: product.githubLink ?? '',
    liveLink: product.liveLink ?? '',
    bannerImage: null,
    bannerAlt: product.bannerPicture.altText ?? '',
    screenshots: [],
  };
}

const filledFeatures = cleanList;
const optional = (value: string) => value.trim() || null;

/** SPEC §5 'Product create' and 'Product edit', with the SPEC's texts. */
export function validateProduct(values: ProductFormValues, mode: ProductFormMode): FormErrors<ProductFormValues> {
  const errors: FormErrors<ProductFormValues> = {};
  const creating = mode === 'create';

  if (isBlank(values.name)) errors.name = requiredMessage('Name');

  // On create an empty slug is derived from the name (by the server too); on edit it is required.
  const slug = values.slug.trim();
  if (!slug) {
    if (!creating) errors.slug = requiredMessage('Slug');
  } else if (!SLUG_PATTERN.test(slug)) {
    errors.slug = SLUG_MESSAGE;
  }

  if (isBlank(values.shortDescription)) errors.shortDescription = requiredMessage('Short description');
  else if (values.shortDescription.trim().length > SHORT_DESCRIPTION_MAX) errors.shortDescription = SHORT_DESCRIPTION_MESSAGE;

  if (isBlank(values.fullDescription)) errors.fullDescription = requiredMessage('Full description');
  else if (creating && values.fullDescription.trim().length < FULL_DESCRIPTION_MIN)
    errors.fullDescription = FULL_DESCRIPTION_MESSAGE;

  // On edit blank features are simply dropped (SPEC §5 'Product edit').
  if (creating && filledFeatures(values.features).length === 0) errors.features = FEATURES_MESSAGE;

  if (!isBlank(values.githubLink) && !isHttpUrl(values.githubLink.trim(), 'githubRepo')) errors.githubLink = GITHUB_MESSAGE;
  if (!isBlank(values.liveLink) && !isHttpUrl(values.liveLink.trim(), 'link')) errors.liveLink = URL_MESSAGE;

  if (creating && !values.bannerImage) errors.bannerImage = BANNER_REQUIRED_MESSAGE;
  const altError = validateAltText(values.bannerAlt);
  if (altError) errors.bannerAlt = altError;

  return errors;
}

/** SPEC §7 product create: an empty slug is left for the server to derive from the name. */
export function toCreateInput(values: ProductFormValues): CreateProductInput {
  return {
    name: values.name.trim(),
    slug: optional(values.slug),
    shortDescription: values.shortDescription.trim(),
    fullDescription: values.fullDescription.trim(),
    features: filledFeatures(values.features),
    githubLink: optional(values.githubLink),
    liveLink: optional(values.liveLink),
  };
}

/** SPEC §7 product update: every field sent (slug always); an emptied link is cleared with null. */
export function toUpdateInput(values: ProductFormValues): UpdateProductInput {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    shortDescription: values.shortDescription.trim(),
    fullDescription: values.fullDescription.trim(),
    features: filledFeatures(values.features),
    githubLink: optional(values.githubLink),
    liveLink: optional(values.liveLink),
  };
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Dates in en-US long format, e.g. 'November 21, 2026' (SPEC §9). Unparseable input gives ''. */
export function formatProductDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
