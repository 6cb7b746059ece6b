import { PLATFORM_LABELS, PLATFORMS, type Platform } from '../platforms';
import { PLATFORM_FOLLOW_UPS } from './follow-ups';

/**
 * The columns of the posts CSV (ADR 0095), the one list the import, the export, the docs and the
 * web app's help read. A header row names them, in any order; unknown columns are refused by name
 * so a typo is not silently ignored.
 */

/** The largest CSV file the import reads (the body of `POST /api/posts/import`). */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most data rows one import creates; the export writes at most as many, so it re-imports. */
export const CSV_IMPORT_MAX_ROWS = 10_000;
/** The most media URLs one row lists. */
export const CSV_MEDIA_URLS_MAX = 10;
/** Separates the names in `accounts` and the URLs in `media_urls`: a comma or a semicolon is the file's own delimiter in some spreadsheets. */
export const CSV_LIST_SEPARATOR = '|';

/**
 * How a network is named in the CSV: the `network:` prefix of an account name and the suffix of
 * its text column. Lower case, as people type them; X is `x` (its platform id is `twitter`).
 */
export const CSV_NETWORK_NAMES: Record<Platform, string> = {
  linkedin: 'linkedin',
  twitter: 'x',
  threads: 'threads',
  bluesky: 'bluesky',
  youtube: 'youtube',
  instagram: 'instagram',
  facebook: 'facebook',
  pinterest: 'pinterest',
  tiktok: 'tiktok',
};

/** The network a CSV name stands for (`x` → twitter), or null. */
export function platformOfCsvName(name: string): Platform | null {
  const wanted = name.trim().toLowerCase();
  return PLATFORMS.find((platform) => CSV_NETWORK_NAMES[platform] === wanted) ?? null;
}

/** The text column of one network: its accounts' own text (a variant, ADR 0083). */
export function csvTextColumn(platform: Platform): string {
  return `text_${CSV_NETWORK_NAMES[platform]}`;
}

export const CSV_BASE_COLUMNS = [
  'text',
  'accounts',
  'date',
  'time',
  'media_urls',
  'first_comment',
] as const;

/** The networks a `first_comment` reaches (ADR 0084's table): the row's accounts on them. */
export const CSV_FIRST_COMMENT_NETWORKS = PLATFORMS.filter(
  (platform) => PLATFORM_FOLLOW_UPS[platform] === 'first_comment',
);
export type CsvBaseColumn = (typeof CSV_BASE_COLUMNS)[number];

/** Every column, in the order the export writes them. */
export const CSV_COLUMNS: readonly string[] = [
  ...CSV_BASE_COLUMNS,
  ...PLATFORMS.map(csvTextColumn),
];

/** What each base column holds (the web app's help and the docs say the same). */
export const CSV_COLUMN_HELP: Record<CsvBaseColumn, string> = {
  text: 'The post text (required).',
  accounts: `Your connected accounts by handle or name, separated by "${CSV_LIST_SEPARATOR}"; prefix a network (x:alice) when a name is on two networks.`,
  date: 'The day to publish, YYYY-MM-DD, in your time zone; empty with time empty: a draft.',
  time: 'The time to publish, HH:MM (24 hours), in your time zone.',
  media_urls: `Public http(s) URLs of images or videos, separated by "${CSV_LIST_SEPARATOR}"; they are added to your media library.`,
  first_comment: `A comment posted right under the post on ${CSV_FIRST_COMMENT_NETWORKS.map((platform) => PLATFORM_LABELS[platform]).join(', ')}.`,
};
