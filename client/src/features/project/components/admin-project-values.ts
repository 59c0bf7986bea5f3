import { validateAltText } from '../../../components/admin/image-alt';
import type { FormErrors } from '../../../components/forms/use-form';
import { PROJECT_IMAGE_MESSAGE } from '@field-rules';
import { PROJECT_RECORD } from '@field-rules/records/project';
import {
  recordFormValues,
  recordInput,
  validateRecord,
  type RecordFormValues,
} from '../../../components/admin/record-form/record-values';
import type { CreateProjectInput, ProjectDetailFragment } from '../../../gql-admin/graphql';

/** The project's description's fields (field-rules/records/project.ts; the lists comma-separated, SPEC §5) and the images. */
export type ProjectFormValues = RecordFormValues<typeof PROJECT_RECORD.fields> & {
  image: File | null;
  /** The main image's alt text (optional; empty: pages use the title). */
  imageAlt: string;
  /** The stored screenshots to keep, in order (edit only). */
  screenshots: string[];
  /** Each stored screenshot's alt text by URL (optional; empty: pages use "<title> screenshot <n>"). */
  screenshotAlts: Record<string, string>;
  /** Screenshots to upload; they go after the kept ones. */
  newScreenshots: File[];
};

export function toFormValues(project?: ProjectDetailFragment | null): ProjectFormValues {
  return {
    ...recordFormValues(PROJECT_RECORD, project),
    image: null,
    imageAlt: project?.picture.altText ?? '',
    screenshots: project?.screenshots ?? [],
    screenshotAlts: Object.fromEntries(
      (project?.screenshotPictures ?? []).map((picture) => [picture.url, picture.altText ?? '']),
    ),
    newScreenshots: [],
  };
}

/**
 * SPEC §5 (project): the description's rules (title and description required, the links http(s) addresses,
 * as the server checks them); the image required on create only.
 */
export function validateProject(values: ProjectFormValues, { creating }: { creating: boolean }): FormErrors<ProjectFormValues> {
  const errors: FormErrors<ProjectFormValues> = validateRecord(PROJECT_RECORD, values, creating ? 'create' : 'edit');
  if (creating && !values.image) errors.image = PROJECT_IMAGE_MESSAGE;
  const altError = validateAltText(values.imageAlt);
  if (altError) errors.imageAlt = altError;
  for (const url of values.screenshots) {
    const screenshotAltError = validateAltText(values.screenshotAlts[url] ?? '');
    if (screenshotAltError) errors[screenshotAltErrorKey(url)] = screenshotAltError;
  }
  return errors;
}

/** Where a stored screenshot's alt text error is kept among the form's errors. */
export function screenshotAltErrorKey(url: string): string {
  return `screenshotAlt:${url}`;
}

/** Lists trimmed with blanks dropped; an emptied optional field is sent as null so an edit clears it. */
export function toProjectInput(values: ProjectFormValues): CreateProjectInput {
  return recordInput(PROJECT_RECORD, values) as unknown as CreateProjectInput;
}
