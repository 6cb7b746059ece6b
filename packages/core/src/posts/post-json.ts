import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { postAttachments, postTargets, posts } from '@fanout/db/schema';
import { isoTimeText } from '@fanout/db/sql-time';
import { isWaiting } from '../targets';

/**
 * `"table"."column"`: Drizzle writes a bare column name in a single-table select, which inside the
 * correlated subqueries below would bind to the wrong table.
 */
function c(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A timestamp as `Date.prototype.toISOString()` writes it (UTC, milliseconds truncated, `Z`). */
function isoTime(column: AnyPgColumn): SQL {
  return isoTimeText(c(column));
}

/**
 * The post status of `derivePostStatus`, over the post's targets (the aggregate of the enclosing
 * query). `bool_and` over no targets is null: a post without targets is a draft. The integration
 * test compares this with `derivePostStatus` for every combination of two states.
 */
const status = sql`case
  when bool_and(${c(postTargets.state)} = 'draft') is not false then 'draft'
  when bool_or(${c(postTargets.state)} = 'publishing') then 'publishing'
  when bool_or(${c(postTargets.state)} = 'scheduled') then 'scheduled'
  when bool_and(${c(postTargets.state)} = 'published') then 'published'
  when bool_or(${c(postTargets.state)} = 'published') then 'partially_published'
  when bool_or(${c(postTargets.state)} = 'unconfirmed') then 'unconfirmed'
  when bool_and(${c(postTargets.state)} = 'missed') then 'missed'
  else 'failed'
end`;

/** Only a target still on its way waits (ADR 0033); a draft keeps no stale wait from before. */
const waiting = isWaiting(c(postTargets.state));

const targetOrder = sql`order by ${c(postTargets.createdAt)}, ${c(postTargets.id)}`;

/**
 * The API `Post` (spec 000 §3) of the current `posts` row, as JSON text built by PostgreSQL: its
 * targets and attachments come from two correlated subqueries over their post indexes, and the
 * text goes to the client as it is, without parsing and re-serialising rows in Node (the list
 * routes' CPU cost per request was mostly that; docs/architecture.md "Performance").
 *
 * Aggregates over no rows still give one row, so a post without targets gets `platforms: []`.
 */
export function postJson(): SQL<string> {
  return sql<string>`(select json_build_object(
    'id', ${c(posts.id)},
    'title', ${c(posts.title)},
    'textContent', ${c(posts.textContent)},
    'content', ${c(posts.textContent)},
    'status', ${status},
    'scheduledAt', ${isoTime(posts.scheduledAt)},
    'timeZone', ${c(posts.timeZone)},
    'createdAt', ${isoTime(posts.createdAt)},
    'updatedAt', ${isoTime(posts.updatedAt)},
    'platform', (array_agg(${c(postTargets.platform)} ${targetOrder}))[1],
    'platforms', coalesce(json_agg(json_build_object(
      'id', ${c(postTargets.id)},
      'platform', ${c(postTargets.platform)},
      'socialAccountId', ${c(postTargets.socialAccountId)},
      'state', ${c(postTargets.state)},
      'dueAt', ${isoTime(postTargets.dueAt)},
      'platformPostUrl', ${c(postTargets.platformPostUrl)},
      'errorMessage', ${c(postTargets.errorMessage)},
      'errorClass', ${c(postTargets.errorClass)},
      'nextTryAt', case when ${waiting} then ${isoTime(postTargets.nextTryAt)} end,
      'waitReason', case when ${waiting} then ${c(postTargets.waitReason)} end
    ) ${targetOrder}), '[]'),
    'attachments', (select coalesce(json_agg(${c(postAttachments.contentId)} order by ${c(postAttachments.position)}), '[]')
      from ${postAttachments} where ${c(postAttachments.postId)} = ${c(posts.id)}),
    'generationMode', ${c(posts.generationMode)},
    'generationPrompt', ${c(posts.generationPrompt)},
    'referencePostIds', ${c(posts.referencePostIds)},
    'aiProvider', ${c(posts.aiProvider)},
    'generatedAt', ${isoTime(posts.generatedAt)}
  )::text from ${postTargets} where ${c(postTargets.postId)} = ${c(posts.id)})`;
}

/** Joins JSON texts of posts into the JSON text of an array. */
export function jsonArray(items: readonly string[]): string {
  return `[${items.join(',')}]`;
}
