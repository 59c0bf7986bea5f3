/** SPEC §5 (product): lowercased, runs of non-alphanumerics become one hyphen, edge hyphens trimmed. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * SPEC §5 (blog): lowercase, keep only letters, digits, spaces and hyphens, spaces to hyphens.
 * Runs of hyphens are collapsed and edge hyphens trimmed so the result always passes SLUG_PATTERN.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lowercase letters, digits and single hyphens (SPEC §5). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug must contain only lowercase letters, numbers, and hyphens';
