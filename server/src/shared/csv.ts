/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it holds a comma,
 * a quote or a line break, with quotes doubled. A byte-order mark up front makes Excel read UTF-8.
 *
 * Formula injection (OWASP 'CSV Injection'): a spreadsheet runs a cell that starts with = + - @ (or a tab
 * or carriage return before one) as a formula. Such a cell from a visitor gets a leading apostrophe, which
 * spreadsheets show as text and do not run.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
