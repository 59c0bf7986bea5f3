// In UTC, not the reader's zone: the server renders the same date the browser hydrates (docs/decisions/018).
// Written out rather than with Intl.DateTimeFormat: creating one loads the locale's data, about 30 ms of a
// page's start-up in Chromium (120 ms on Lighthouse's phone), for one fixed English format.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** SPEC §3/§9: post dates in en-US long format, e.g. 'November 21, 2026'. Unparseable input gives ''. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
