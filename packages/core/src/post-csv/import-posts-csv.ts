import { eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import {
  INSUFFICIENT_CREDITS,
  isAppError,
  type ContentItem,
  type CsvProblem,
  type PostCsvImportInput,
  type PostCsvImportResult,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { readBalanceAndHeld } from '../credits';
import { nowOf, type CoreDeps } from '../deps';
import { assertCreditsAvailable } from '../posts/credit-hold';
import { insertPosts, type PostToInsert } from '../posts/insert-posts';
import { requiredCredits } from '../posts/required-credits';
import { enqueueTargets } from '../posts/target-jobs';
import { accountNames, checkRowPost, readRowPost } from './csv-row-post';
import { discardFetchedMedia, fetchRowMedia } from './fetch-row-media';
import { readCsv } from './read-csv';
import { loadCsvAccounts } from './resolve-csv-accounts';

interface CheckedRow {
  preview: PostCsvImportResult['rows'][number];
  item: PostToInsert | null;
}

/**
 * `POST /api/posts/import` (ADR 0095): a CSV of posts, each row checked as the composer checks a
 * post, then all created as drafts or scheduled posts in ONE transaction, or none: any problem in
 * any row refuses the whole file with every problem listed. A dry run checks and lists and creates
 * nothing. Media URLs are fetched into the library first (a dry run too, to check them with the
 * networks' media rules); when nothing is created the items it fetched are removed again.
 */
export async function importPostsCsv(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<PostCsvImportInput>,
): Promise<PostCsvImportResult> {
  const records = readCsv(input.csv);
  const [owned, zone] = await Promise.all([
    loadCsvAccounts(deps, actor),
    userZone(deps, actor.userId),
  ]);
  const rowPosts = records.map((record) => readRowPost(record, owned, zone));
  const { media, created: fetched } = await fetchRowMedia(
    deps,
    actor,
    rowPosts.flatMap((rowPost) => rowPost.mediaUrls),
  );
  let kept = false;
  try {
    const now = nowOf(deps);
    const checked: CheckedRow[] = rowPosts.map((rowPost) => {
      const problems = [...rowPost.problems];
      const attachments: ContentItem[] = [];
      for (const url of rowPost.mediaUrls) {
        const outcome = media.get(url);
        if (outcome && 'item' in outcome) attachments.push(outcome.item);
        else if (outcome) problems.push(outcome.problem);
      }
      const check = checkRowPost(rowPost, attachments, zone, now);
      problems.push(...check.problems);
      return {
        preview: {
          line: rowPost.row,
          text: rowPost.text,
          accounts: accountNames(rowPost),
          scheduledAt: rowPost.scheduledAt,
          mediaCount: rowPost.mediaUrls.length,
          problems,
        },
        item:
          check.input && problems.length === 0
            ? {
                input: check.input,
                accounts: rowPost.accounts,
                isDraft: check.input.status === 'draft',
                dueAt: check.input.scheduledAt ? new Date(check.input.scheduledAt) : null,
              }
            : null,
      };
    });
    await markUnaffordableRows(deps, actor.userId, checked);
    const problems: CsvProblem[] = checked.flatMap(({ preview }) =>
      preview.problems.map((message) => ({ line: preview.line, column: null, message })),
    );
    const rows = checked.map(({ preview }) => preview);
    if (input.dryRun || problems.length > 0) {
      return { dryRun: input.dryRun, rows, problems, created: 0, postIds: [] };
    }
    const items = checked.flatMap(({ item }) => (item ? [item] : []));
    const written = await createAll(deps, actor, items);
    if ('problem' in written) {
      return { dryRun: false, rows, problems: [written.problem], created: 0, postIds: [] };
    }
    kept = true;
    await enqueueTargets(
      deps,
      written.flatMap(({ targets }) => targets),
    );
    deps.logger.info({ posts: written.length }, 'posts imported from CSV');
    return {
      dryRun: false,
      rows,
      problems: [],
      created: written.length,
      postIds: written.map(({ post }) => post.id),
    };
  } finally {
    if (!kept) await discardFetchedMedia(deps, actor, fetched);
  }
}

async function userZone(deps: CoreDeps, userId: string): Promise<string> {
  const [row] = await deps.db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/**
 * As scheduling one post does (credit-hold.ts), the scheduled rows together must fit the
 * available balance (the balance less what the user's waiting targets hold): the rows past it, in
 * file order, get the composer's insufficient-credits message. Drafts cost nothing.
 */
async function markUnaffordableRows(
  deps: CoreDeps,
  userId: string,
  rows: readonly CheckedRow[],
): Promise<void> {
  if (!rows.some(({ item }) => item && !item.isDraft)) return;
  const { credits, held } = await readBalanceAndHeld(deps.db, userId);
  let needed = 0;
  for (const row of rows) {
    if (!row.item || row.item.isDraft) continue;
    needed += requiredCredits(row.item.accounts.length);
    if (needed > credits - held) {
      row.preview.problems.push(INSUFFICIENT_CREDITS);
      row.item = null;
    }
  }
}

/** Every post in one transaction, the credits checked again under the user's lock. */
async function createAll(
  deps: CoreDeps,
  actor: ServiceOptions<unknown>['actor'],
  items: readonly PostToInsert[],
) {
  const targets = items.reduce((sum, item) => sum + (item.isDraft ? 0 : item.accounts.length), 0);
  try {
    return await deps.db.transaction(async (tx) => {
      if (targets > 0) await assertCreditsAvailable(tx, actor.userId, targets);
      return insertPosts(tx, actor, items);
    });
  } catch (error) {
    // A balance spent meanwhile, an open shortfall: the file's problem, nothing created.
    if (isAppError(error) && error.code === 'BAD_REQUEST') {
      return { problem: { line: null, column: null, message: error.message } };
    }
    throw error;
  }
}
