import type { FormErrors } from '../../../components/forms/use-form';
import { cleanList, isBlank, splitList } from '@field-rules';
import { SERVICE_CATEGORY_RECORD, SERVICE_ROW } from '@field-rules/records/service-category';
import {
  recordFormValues,
  recordInput,
  validateRecord,
  type RecordFormValues,
} from '../../../components/admin/record-form/record-values';
import type { CreateServiceCategoryInput, ServiceCategoryGroupFragment, ServiceInput } from '../../../gql-admin/graphql';

/** One service row of the form; `key` only keeps React's rows stable while rows come and go. */
export interface ServiceRowValues {
  key: string;
  icon: string;
  title: string;
  description: string;
  /** One per line, or comma-separated. */
  features: string;
}

/** The category's description's fields (category, its features comma-separated) and the service rows. */
export type ServiceCategoryFormValues = RecordFormValues<typeof SERVICE_CATEGORY_RECORD.fields> & {
  services: ServiceRowValues[];
};

let nextRowKey = 0;

export function emptyServiceRow(): ServiceRowValues {
  nextRowKey += 1;
  return { key: `row-${nextRowKey}`, icon: '', title: '', description: '', features: '' };
}

export function toFormValues(record?: ServiceCategoryGroupFragment | null): ServiceCategoryFormValues {
  if (!record) return { ...recordFormValues(SERVICE_CATEGORY_RECORD), services: [emptyServiceRow()] };
  const rows = record.services.map((service) => ({
    ...emptyServiceRow(),
    icon: service.icon ?? '',
    title: service.title,
    description: service.description,
    features: service.features.join('\n'),
  }));
  return { ...recordFormValues(SERVICE_CATEGORY_RECORD, record), services: rows.length > 0 ? rows : [emptyServiceRow()] };
}

/**
 * A service's features, one per line or comma-separated (SPEC §5: blank features removed).
 * Once the text has line breaks, lines are the items, so a feature may itself contain a comma.
 */
export function splitFeatures(text: string): string[] {
  if (!text.includes('\n')) return splitList(text);
  return cleanList(text.split('\n'));
}

/** A row the admin has not filled in at all; it is dropped on save (SPEC §5). */
function isEmptyRow(row: ServiceRowValues): boolean {
  return isBlank(row.title) && isBlank(row.description) && splitFeatures(row.features).length === 0;
}

/**
 * The indexes of the rows that are sent, in order. SPEC §5 drops services with blank titles
 * and keeps at least one: an untouched row is dropped silently, but a row with a description
 * or features and no title is kept so it gets 'Title is required' (dropping typed text
 * without a word would lose it). When every row is empty, the first one stays to be filled.
 */
export function keptRowIndexes(rows: ServiceRowValues[]): number[] {
  const kept = rows.flatMap((row, index) => (isEmptyRow(row) ? [] : [index]));
  return kept.length > 0 ? kept : [0];
}

/**
 * SPEC §5 (service): the category's and each kept row's description's rules (category required; a service needs
 * a title and a description), the row's messages under `services.<row>.<field>`.
 */
export function validateServiceCategory(values: ServiceCategoryFormValues): FormErrors<ServiceCategoryFormValues> {
  const errors: Record<string, string> = { ...validateRecord(SERVICE_CATEGORY_RECORD, values, 'create') };
  for (const index of keptRowIndexes(values.services)) {
    // The row's features are text here (one per line or comma-separated): checked by no rule of the row's.
    const { features: _features, ...row } = values.services[index];
    for (const [field, message] of Object.entries(validateRecord(SERVICE_ROW, row, 'create'))) {
      if (message) errors[`services.${index}.${field}`] = message;
    }
  }
  return errors;
}

/** The JSON the server takes (SPEC §7: category and the services list); blanks trimmed away. */
export function toServiceCategoryInput(values: ServiceCategoryFormValues): CreateServiceCategoryInput {
  const services: ServiceInput[] = keptRowIndexes(values.services).map((index) => {
    const row = values.services[index];
    return {
      icon: row.icon.trim() || null,
      title: row.title.trim(),
      description: row.description.trim(),
      features: splitFeatures(row.features),
    };
  });
  return { ...(recordInput(SERVICE_CATEGORY_RECORD, values) as { category: string; features: string[] }), services };
}

/**
 * The server reports a service's problem by its position among the rows it received
 * ('services.0.description'); this puts the message back on the form row it came from.
 */
export function serverErrorsToForm(fields: Record<string, string>, values: ServiceCategoryFormValues): Record<string, string> {
  const sent = keptRowIndexes(values.services);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^services\.(\d+)\.(.+)$/.exec(path);
    const formIndex = match ? sent[Number(match[1])] : undefined;
    if (match && formIndex !== undefined) errors[`services.${formIndex}.${match[2]}`] = message;
    else errors[path] = message;
  }
  return errors;
}
