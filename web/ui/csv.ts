/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A text cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, return first) is prefixed with an apostrophe,
 * so a subject or person's name cannot become one (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of cells, without its line ending. */
export const csvLine = (cells: readonly (string | number | null)[]): string => cells.map(csvCell).join(',');

/** Rows as CSV text, each line ending with CRLF as RFC 4180 asks. */
export const csvText = (rows: readonly (readonly (string | number | null)[])[]): string =>
  rows.map((row) => `${csvLine(row)}\r\n`).join('');

/**
 * Hands the text to the browser as a file download, by default after a byte-order mark so
 * spreadsheet programs read the names as UTF-8.
 */
export function downloadText(
  text: string,
  fileName: string,
  { type = 'text/csv;charset=utf-8', byteOrderMark = true }: { type?: string; byteOrderMark?: boolean } = {},
): void {
  const url = URL.createObjectURL(new Blob(byteOrderMark ? ['\uFEFF', text] : [text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
