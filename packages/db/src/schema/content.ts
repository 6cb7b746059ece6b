import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTENT_ITEM_TYPES } from '@fanout/shared';
import { isOneOf } from './one-of';
import { users } from './users';

/**
 * A media library item (spec 000 §3) plus what publishing needs. The file itself lives in the
 * storage driver under `storageKey`; `thumbnailKey` is set for images and videos.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: CONTENT_ITEM_TYPES }).notNull(),
    mimeType: text('mime_type').notNull(),
    /** The name the file had when uploaded, for Content-Disposition. */
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** SHA-256 of the stored bytes, hex. */
    checksum: text('checksum').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Seconds, for video and audio. */
    durationSeconds: real('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Newest-first pages of one owner's library: (owner, created_at desc, id desc) keyset.
    index('content_items_owner_created_idx').on(
      table.ownerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('content_items_file_size_non_negative', sql`${table.fileSize} >= 0`),
    check('content_items_type_known', isOneOf(table.type, CONTENT_ITEM_TYPES)),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
