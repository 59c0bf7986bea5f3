// In UTC, not the reader's zone: the server renders the same date the browser hydrates (docs/decisions/018).
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** SPEC §3/§9: post dates in en-US long format, e.g. 'November 21, 2026'. Unparseable input gives ''. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
