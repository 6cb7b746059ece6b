/**
 * One CSV line (RFC 4180): a cell with a comma, a quote or a line break is quoted, its quotes
 * doubled; a null is an empty cell. A text cell that a spreadsheet would read as a formula (it
 * starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe: a post's text is
 * its author's, but the file may be opened by someone else (OWASP's CSV injection advice).
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(cell: string | number | null): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
