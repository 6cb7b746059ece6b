import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { postTargets, posts } from './posts';
import { NOTIFICATION_KINDS } from '@fanout/shared';
import { isOneOf } from './one-of';
import { users } from './users';

/**
 * In-app notifications: a target that failed, was missed or could not be confirmed tells its owner
 * why, with a link to the post. One per target, kind and send (`targetRound`, the target's
 * `user_retries` when it ended), however many times the outcome is recorded: a target the owner
 * retried that fails again tells them again.
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
    targetRound: integer('target_round').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_target_kind_round_unique').on(
      table.targetId,
      table.kind,
      table.targetRound,
    ),
    check('notifications_kind_known', isOneOf(table.kind, NOTIFICATION_KINDS)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
