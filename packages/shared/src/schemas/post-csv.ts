import { z } from 'zod';
import { CSV_IMPORT_MAX_BYTES } from '../posts/csv-columns';
import { platformSchema } from './accounts';
import { jsonBoolean } from './json-number';
import { safeText } from './text';

/**
 * The CSV import and export of posts (ADR 0095). The REST import takes the file itself as a
 * `text/csv` body; the tRPC twin takes its text in JSON (within the JSON body limit).
 */

/** `?dryRun=true` on `POST /api/posts/import`; the query's other names are refused by name. */
export const postCsvImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const postCsvImportInput = z.object({
  csv: safeText({ error: 'csv must be the text of a CSV file' }).max(
    CSV_IMPORT_MAX_BYTES,
    `csv must be at most ${CSV_IMPORT_MAX_BYTES} characters`,
  ),
  dryRun: jsonBoolean('dryRun').default(false),
});
export type PostCsvImportInput = z.output<typeof postCsvImportInput>;

/** One problem of the file: its line in the file (the header is line 1), the column, the sentence. */
export const csvProblemSchema = z.object({
  line: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;

/** One data row as the import read it: what it will create, and its problems. */
export const csvRowPreviewSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  accounts: z.array(z.string()),
  /** The instant in UTC, or null for a draft. */
  scheduledAt: z.string().nullable(),
  mediaCount: z.number().int(),
  problems: z.array(z.string()),
});
export type CsvRowPreview = z.infer<typeof csvRowPreviewSchema>;

export const postCsvImportResult = z.object({
  dryRun: z.boolean(),
  /** Every data row read, in file order. */
  rows: z.array(csvRowPreviewSchema),
  /** Every problem, of the file and of each row; the import created nothing when any is listed. */
  problems: z.array(csvProblemSchema),
  /** Posts created: 0 on a dry run or a refusal. */
  created: z.number().int(),
  postIds: z.array(z.string()),
});
export type PostCsvImportResult = z.infer<typeof postCsvImportResult>;

export const POST_CSV_EXPORT_STATUSES = [
  'all',
  'scheduled',
  'drafts',
  'published',
  'failed',
] as const;

const isoInstant = (field: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${field} must be an ISO 8601 date and time, e.g. 2026-05-01T00:00:00Z`,
    })
    .optional();

/** `GET /api/posts/export?status=&platform=&from=&to=`: the lists' filters, and the posts' time in [from, to). */
export const postCsvExportQuery = z.object({
  status: z
    .enum(POST_CSV_EXPORT_STATUSES, {
      error: `status must be one of ${POST_CSV_EXPORT_STATUSES.join(', ')}`,
    })
    .default('all'),
  platform: platformSchema.optional(),
  from: isoInstant('from'),
  to: isoInstant('to'),
});
export type PostCsvExportQuery = z.output<typeof postCsvExportQuery>;
