import {
  CSV_FIRST_COMMENT_NETWORKS,
  CSV_LIST_SEPARATOR,
  CSV_MEDIA_URLS_MAX,
  PLATFORMS,
  PLATFORM_LABELS,
  createPostInput,
  csvTextColumn,
  zonedInstant,
  type CreatePostInput,
  type Platform,
} from '@fanout/shared';
import type { ContentItem } from '@fanout/shared';
import { validatePost } from '../posts/validate-post';
import type { CsvRecord } from './read-csv';
import { csvAccountName, resolveCsvAccounts, type CsvAccount } from './resolve-csv-accounts';

/** A row read against the actor's accounts and zone, before its media are fetched. */
export interface CsvRowPost {
  row: number;
  text: string;
  accounts: CsvAccount[];
  /** The instant in UTC; null: a draft. */
  scheduledAt: string | null;
  mediaUrls: string[];
  /** Per network, the text its accounts take instead of `text` (a variant, ADR 0083). */
  variantTexts: Partial<Record<Platform, string>>;
  /** The first comment of the row's accounts on networks that have one (ADR 0084). */
  firstComment: string | null;
  problems: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

function scheduleOf(date: string, time: string, zone: string, problems: string[]): string | null {
  if (!date && !time) return null;
  if (!date || !time) {
    problems.push('date and time go together: give both, or neither for a draft');
    return null;
  }
  if (!DATE.test(date)) {
    problems.push(`date "${date}" must be written YYYY-MM-DD, e.g. 2026-05-01`);
    return null;
  }
  const clock = TIME.exec(time);
  if (!clock) {
    problems.push(`time "${time}" must be written HH:MM (24 hours), e.g. 09:30`);
    return null;
  }
  const instant = zonedInstant({ date, time: `${clock[1]?.padStart(2, '0')}:${clock[2]}` }, zone);
  if (!instant) {
    problems.push(`${date} ${time} is not a real date and time`);
    return null;
  }
  return instant.toISOString();
}

/** A row's cells as the post they describe, with the problems the cells alone show. */
export function readRowPost(
  record: CsvRecord,
  owned: readonly CsvAccount[],
  zone: string,
): CsvRowPost {
  const { cells } = record;
  const problems: string[] = [];
  const resolved = resolveCsvAccounts(cells.accounts ?? '', owned);
  problems.push(...resolved.problems);
  const scheduledAt = scheduleOf(cells.date ?? '', cells.time ?? '', zone, problems);
  const mediaUrls = [
    ...new Set(
      (cells.media_urls ?? '')
        .split(CSV_LIST_SEPARATOR)
        .map((url) => url.trim())
        .filter(Boolean),
    ),
  ];
  if (mediaUrls.length > CSV_MEDIA_URLS_MAX) {
    problems.push(
      `media_urls lists ${mediaUrls.length} URLs; a post takes at most ${CSV_MEDIA_URLS_MAX}`,
    );
  }
  const variantTexts: Partial<Record<Platform, string>> = {};
  for (const platform of PLATFORMS) {
    const text = cells[csvTextColumn(platform)];
    if (!text) continue;
    if (!resolved.accounts.some((account) => account.platform === platform)) {
      problems.push(
        `${csvTextColumn(platform)} is given but the row names no ${PLATFORM_LABELS[platform]} account`,
      );
    }
    variantTexts[platform] = text;
  }
  const firstComment = cells.first_comment || null;
  if (
    firstComment !== null &&
    !resolved.accounts.some((account) => CSV_FIRST_COMMENT_NETWORKS.includes(account.platform))
  ) {
    problems.push(
      `first_comment is given but the row names no account on ${CSV_FIRST_COMMENT_NETWORKS.map((platform) => PLATFORM_LABELS[platform]).join(', ')}`,
    );
  }
  return {
    row: record.row,
    text: cells.text ?? '',
    firstComment,
    accounts: resolved.accounts,
    scheduledAt,
    mediaUrls: mediaUrls.slice(0, CSV_MEDIA_URLS_MAX),
    variantTexts,
    problems,
  };
}

/** The composer's payload for a row: its accounts, its time (or a draft), its media and variants. */
function payloadOf(rowPost: CsvRowPost, attachments: readonly ContentItem[], zone: string) {
  const variants: Record<string, { textContent?: string; firstComment?: string }> = {};
  for (const account of rowPost.accounts) {
    const text = rowPost.variantTexts[account.platform];
    const comment = CSV_FIRST_COMMENT_NETWORKS.includes(account.platform)
      ? rowPost.firstComment
      : null;
    if (text === undefined && comment === null) continue;
    variants[account.id] = {
      ...(text === undefined ? {} : { textContent: text }),
      ...(comment === null ? {} : { firstComment: comment }),
    };
  }
  return {
    title: null,
    textContent: rowPost.text,
    platforms: rowPost.accounts.map((account) => account.id),
    status: rowPost.scheduledAt ? ('scheduled' as const) : ('draft' as const),
    scheduledAt: rowPost.scheduledAt,
    attachments: attachments.map((item) => item.id),
    variants,
    generationMode: 'predefined' as const,
    timeZone: zone,
  };
}

const COLUMN_OF_FIELD: Record<string, string> = {
  textContent: 'text',
  platforms: 'accounts',
  scheduledAt: 'date',
  attachments: 'media_urls',
};

/**
 * The row checked as the composer checks a post (ADR 0095): the shared create schema, then every
 * rule of validatePost with the actor's accounts and the row's fetched media, so each problem is
 * the composer's own sentence. Returns the input to create, or the problems.
 */
export function checkRowPost(
  rowPost: CsvRowPost,
  attachments: readonly ContentItem[],
  zone: string,
  now: Date,
): { input: CreatePostInput | null; problems: string[] } {
  const parsed = createPostInput.safeParse(payloadOf(rowPost, attachments, zone));
  if (!parsed.success) {
    return {
      input: null,
      problems: parsed.error.issues.map((issue) => {
        const [field] = issue.path;
        const column = typeof field === 'string' ? (COLUMN_OF_FIELD[field] ?? field) : null;
        return column ? `${column}: ${issue.message}` : issue.message;
      }),
    };
  }
  const problems = validatePost({
    post: parsed.data,
    accounts: rowPost.accounts,
    attachments,
    variantMedia: [],
    now,
  }).map((problem) => problem.message);
  return { input: problems.length === 0 ? parsed.data : null, problems };
}

/** The names a preview shows for the row's accounts. */
export function accountNames(rowPost: CsvRowPost): string[] {
  return rowPost.accounts.map(csvAccountName);
}
