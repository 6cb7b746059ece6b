import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { postTargets, posts } from './posts';
import { users } from './users';

export const NOTIFICATION_KINDS = [
  'target_failed',
  'target_missed',
  'target_unconfirmed',
  'ai_generation_failed',
  'account_rate_limited',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * In-app notifications: a target that failed, was missed or could not be confirmed tells its owner
 * why, with a link to the post. One per target and kind, however many times the outcome is recorded.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id').references(() => postTargets.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_target_kind_unique').on(table.targetId, table.kind),
    check(
      'notifications_kind_known',
      sql`${table.kind} in ('target_failed', 'target_missed', 'target_unconfirmed', 'ai_generation_failed', 'account_rate_limited')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
