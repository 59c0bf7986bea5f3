import { defineRecord } from '../record';
import {
  FEATURES_MESSAGE,
  FULL_DESCRIPTION_MESSAGE,
  FULL_DESCRIPTION_MIN,
  GITHUB_MESSAGE,
  NAME_MAX,
  SHORT_DESCRIPTION_MAX,
  SHORT_DESCRIPTION_MESSAGE,
  URL_MESSAGE,
} from '../rules';

/**
 * A product's form (SPEC §5 'Product create' and 'Product edit'); the banner and screenshots are files, not fields.
 * The links are in the form's order (GitHub first), which the inputs now follow too.
 */
export const PRODUCT_RECORD = defineRecord('Product', {
  name: { kind: 'text', label: 'Name', required: true, max: NAME_MAX, half: true, placeholder: 'e.g. Insight AI' },
  slug: {
    kind: 'slug',
    label: 'Slug',
    required: 'edit',
    derivedFrom: 'name',
    unique: true,
    placeholder: 'product-slug',
    description: 'Derived from the name when empty (SPEC §5).',
    half: true,
    hint: { create: 'Optional. Leave empty to derive it from the name.', edit: 'Used in the address /products/{slug}.' },
  },
  shortDescription: {
    kind: 'longText',
    label: 'Short description',
    formLabel: 'Short Description',
    required: true,
    max: SHORT_DESCRIPTION_MAX,
    maxMessage: SHORT_DESCRIPTION_MESSAGE,
    lines: 3,
  },
  fullDescription: {
    kind: 'html',
    label: 'Full description',
    formLabel: 'Full Description',
    required: true,
    minOnCreate: { length: FULL_DESCRIPTION_MIN, message: FULL_DESCRIPTION_MESSAGE },
    description: 'HTML; sanitised before it is stored.',
    hint: { create: 'At least 50 characters.' },
  },
  features: {
    kind: 'list',
    label: 'Features',
    required: 'create',
    requiredMessage: FEATURES_MESSAGE,
    itemMessage: 'Each feature must be text',
    description: 'Blank items are dropped; at least one must remain.',
    updateDescription: 'Replaces the list; blank items are dropped.',
  },
  githubLink: {
    kind: 'link',
    label: 'GitHub link',
    formLabel: 'GitHub Link',
    link: 'githubRepo',
    message: GITHUB_MESSAGE,
    half: true,
    placeholder: 'https://github.com/owner/repo',
  },
  liveLink: {
    kind: 'link',
    label: 'Live link',
    formLabel: 'Live Link',
    link: 'link',
    message: URL_MESSAGE,
    half: true,
    placeholder: 'https://example.com',
  },
});
