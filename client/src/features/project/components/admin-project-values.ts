import { validateAltText } from '../../../components/admin/image-alt';
import type { FormErrors } from '../../../components/forms/use-form';
import { isBlank, isHttpUrl, PROJECT_IMAGE_MESSAGE, requiredMessage, splitList, URL_MESSAGE } from '@field-rules';
import type { CreateProjectInput, ProjectDetailFragment } from '../../../gql-admin/graphql';

export interface ProjectFormValues {
  title: string;
  description: string;
  category: string;
  /** Comma-separated lists (SPEC §5). */
  tags: string;
  technologies: string;
  features: string;
  liveDemoLink: string;
  githubLink: string;
  image: File | null;
  /** The main image's alt text (optional; empty: pages use the title). */
  imageAlt: string;
  /** The stored screenshots to keep, in order (edit only). */
  screenshots: string[];
  /** Each stored screenshot's alt text by URL (optional; empty: pages use "<title> screenshot <n>"). */
  screenshotAlts: Record<string, string>;
  /** Screenshots to upload; they go after the kept ones. */
  newScreenshots: File[];
}

export function toFormValues(project?: ProjectDetailFragment | null): ProjectFormValues {
  return {
    title: project?.title ?? '',
    description: project?.description ?? '',
    category: project?.category ?? '',
    tags: project?.tags.join(', ') ?? '',
    technologies: project?.technologies.join(', ') ?? '',
    features: project?.features.join(', ') ?? '',
    liveDemoLink: project?.liveDemoLink ?? '',
    githubLink: project?.githubLink ?? '',
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
 * SPEC §5 (project): title and description required; the image required on create only.
 * The links are url-type inputs; the server refuses anything but an http(s) address with
 * URL_MESSAGE, so the form says so before the round trip.
 */
export function validateProject(values: ProjectFormValues, { creating }: { creating: boolean }): FormErrors<ProjectFormValues> {
  const errors: FormErrors<ProjectFormValues> = {};
  if (isBlank(values.title)) errors.title = requiredMessage('Title');
  if (isBlank(values.description)) errors.description = requiredMessage('Description');
  if (!isBlank(values.liveDemoLink) && !isHttpUrl(values.liveDemoLink.trim(), 'link')) errors.liveDemoLink = URL_MESSAGE;
  if (!isBlank(values.githubLink) && !isHttpUrl(values.githubLink.trim(), 'link')) errors.githubLink = URL_MESSAGE;
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
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category.trim() || null,
    tags: splitList(values.tags),
    technologies: splitList(values.technologies),
    features: splitList(values.features),
    liveDemoLink: values.liveDemoLink.trim() || null,
    githubLink: values.githubLink.trim() || null,
  };
}
