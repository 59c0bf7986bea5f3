import { defineRecord } from '../record';
import { ICON_MAX, NAME_MAX, SERVICES_MESSAGE } from '../rules';

/** One service row of the category form: a blank-titled row is dropped before the rules, so title is nullable in the schema. */
export const SERVICE_ROW = defineRecord('Service', {
  icon: {
    kind: 'text',
    label: 'Icon',
    max: ICON_MAX,
    description: 'Public pages map names like FaCode; admin uses an icon-class string.',
  },
  title: {
    kind: 'text',
    label: 'Title',
    required: true,
    max: NAME_MAX,
    nullableInSchema: true,
    description: 'A blank title drops the row.',
  },
  description: { kind: 'longText', label: 'Description', required: true, nullableInSchema: true },
  features: { kind: 'list', label: 'Features' },
});

/** The service category form (SPEC §5). */
export const SERVICE_CATEGORY_RECORD = defineRecord('ServiceCategory', {
  category: { kind: 'text', label: 'Category', required: true, max: NAME_MAX, half: true },
  features: {
    kind: 'list',
    label: 'Category features',
    description: 'Category-level features, shown on admin cards.',
    commaSeparated: true,
    hint: 'Comma-separated',
    half: true,
  },
  services: {
    kind: 'rows',
    label: 'Services',
    required: true,
    requiredMessage: SERVICES_MESSAGE,
    rows: SERVICE_ROW,
    description: 'In display order.',
    updateDescription: 'Replaces every service, in this order.',
  },
});
