import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FEED_MODES } from '@fanout/shared';
import { accountGroups } from './accounts';
import { isOneOf } from './one-of';
import { users } from './users';

/**
 * A group's RSS or Atom feed (ADR 0096): where it is, how an item becomes a post, and what the last
 * poll learnt (the validators of the conditional request, when the next poll is due).
 */
export const rssFeeds = pgTable(
  'rss_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title'),
    template: text('template').notNull(),
    mode: text('mode', { enum: FEED_MODES }).notNull().default('draft'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rss_feeds_mode_check', isOneOf(table.mode, FEED_MODES)),
    index('rss_feeds_group_idx').on(table.groupId),
    index('rss_feeds_next_poll_idx').on(table.nextPollAt),
  ],
);

/**
 * Every item a feed has shown, by its guid (else its link): an item becomes a post at most once,
 * whatever the restarts, since the row is written in the transaction that creates the post.
 */
export const rssFeedItems = pgTable(
  'rss_feed_items',
  {
    feedId: uuid('feed_id')
      .notNull()
      .references(() => rssFeeds.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    /** Why the item made no post (a rule it broke), or null. */
    problem: text('problem'),
    seenAt: timestamp('seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.feedId, table.itemKey] })],
);

export type RssFeedRow = typeof rssFeeds.$inferSelect;
