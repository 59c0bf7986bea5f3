/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it holds a comma,
 * a semicolon, a tab, a quote or a line break, with quotes doubled. A byte-order mark up front makes Excel
 * read UTF-8.
 *
 * Formula injection (OWASP 'CSV Injection'): a spreadsheet runs a cell that starts with = + - @ (or a tab
 * or carriage return before one) as a formula. Such text from a visitor gets an apostrophe before it, which
 * spreadsheets show as text and do not run: at the start of a field, and after every ',' or ';' inside one
 * (past any quotes), because a spreadsheet that splits on the other separator (';' in locales with a decimal
 * comma) starts a cell there whatever the quoting says (issue 27).
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Where a cell may begin under either separator, followed by a formula character. */
const FORMULA_START = /(^|[,;])("*)(?=[=+\-@\t\r])/g;

export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1$2'");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
