import { parse } from 'csv-parse/sync';
import { AppError, CSV_COLUMNS, CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS } from '@fanout/shared';
import { formatBytes } from '../media/format-bytes';

/** One data row: its row number as a spreadsheet shows it (the header is row 1), its cells by column. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
}

const KNOWN = new Set(CSV_COLUMNS);
// The apostrophe the export puts before a cell a spreadsheet would run as a formula (csv-text.ts).
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

function refuse(message: string): never {
  throw new AppError('BAD_REQUEST', message);
}

/**
 * The posts CSV (ADR 0095) read with csv-parse: RFC 4180 quoting, a UTF-8 byte order mark, CRLF
 * or LF line ends. Whole-file problems refuse with a sentence naming them (not CSV, too large, no
 * header, an unknown column, too many rows); per-row problems are the caller's. Cells are trimmed
 * and lose the export's formula guard, so an exported file imports as it was.
 */
export function readCsv(text: string): CsvRecord[] {
  if (Buffer.byteLength(text, 'utf8') > CSV_IMPORT_MAX_BYTES) {
    refuse(`The CSV file is larger than ${formatBytes(CSV_IMPORT_MAX_BYTES)}, the import's limit`);
  }
  if (text.includes('\u0000')) refuse('The file is not a CSV text file (it holds binary data)');
  let table: string[][];
  try {
    table = parse(text, {
      bom: true,
      skip_empty_lines: true,
      // One row past the limit tells a file that is too long without reading the rest.
      to: CSV_IMPORT_MAX_ROWS + 2,
    });
  } catch (error) {
    refuse(`The file is not a valid CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = table;
  if (!header || header.length === 0) refuse('The CSV file is empty: it needs a header row');
  const columns = header.map((name) => name.trim().toLowerCase());
  if (!columns.includes('text')) {
    refuse(
      `The first row must be the header naming the columns (${CSV_COLUMNS.join(', ')}); it has no "text" column`,
    );
  }
  const unknown = columns.find((name) => !KNOWN.has(name));
  if (unknown !== undefined) {
    refuse(
      `Unknown column "${unknown}" in the header row: the columns are ${CSV_COLUMNS.join(', ')}`,
    );
  }
  const repeated = columns.find((name, index) => columns.indexOf(name) !== index);
  if (repeated !== undefined) refuse(`The header row names the column "${repeated}" twice`);
  if (rows.length > CSV_IMPORT_MAX_ROWS) {
    refuse(
      `The CSV file has more than ${CSV_IMPORT_MAX_ROWS.toLocaleString('en')} rows, the import's limit`,
    );
  }
  if (rows.length === 0) refuse('The CSV file has a header row but no posts');
  return rows.map((cellsInOrder, index) => {
    const cells: Record<string, string> = {};
    columns.forEach((column, position) => {
      cells[column] = (cellsInOrder[position] ?? '').trim().replace(FORMULA_GUARD, '');
    });
    return { row: index + 2, cells };
  });
}
