import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES, PLATFORMS } from '@fanout/shared';
import { DEFAULT_QUEUE_SCHEDULE } from '@fanout/shared/queue';
import { isOneOf } from './one-of';
import { users } from './users';

export const accountGroups = pgTable(
  'account_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** The posting queue's schedule (ADR 0057): every ISO weekday here × every 'HH:MM' time, in the owner's zone. */
    queueDays: smallint('queue_days')
      .array()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_QUEUE_SCHEDULE.days.join(',')}}'::smallint[]`)),
    queueTimes: text('queue_times')
      .array()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_QUEUE_SCHEDULE.times.join(',')}}'::text[]`)),
    /**
     * "Use my best times" (ADR 0091): Add to Queue fills the hours where the group's accounts did
     * best instead of the schedule above, which stays the fallback until there is enough history.
     */
    queueBestTimes: boolean('queue_best_times').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_groups_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * A connected account on one platform, in one group (one account per platform per group, as the
 * Connected Accounts page shows one card per platform). Every token column holds vault ciphertext
 * (`v1.<keyId>.<iv>.<tag>.<data>`, AES-256-GCM), never a raw token.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A group with accounts cannot be deleted (ADR 0011): the database refuses too.
    groupId: uuid('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'restrict' }),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    externalAccountId: text('external_account_id').notNull(),
    platformUsername: text('platform_username').notNull(),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    customName: text('custom_name'),
    /** Platform specifics publishing needs (LinkedIn member URN, Instagram's Facebook Page id, ...). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    statusMessage: text('status_message'),
    isActive: boolean('is_active').notNull().default(true),
    lastSynced: timestamp('last_synced', { withTimezone: true }),
    facebookPageId: text('facebook_page_id'),
    facebookPageName: text('facebook_page_name'),
    facebookPageTokenEnc: text('facebook_page_token_enc'),
    pinterestBoardId: text('pinterest_board_id'),
    pinterestBoardName: text('pinterest_board_name'),
    /** The platform said this account's calls must wait until then (rate-limit headers or a 429). */
    rateLimitedUntil: timestamp('rate_limited_until', { withTimezone: true }),
    /**
     * Consecutive 429s without a reset time (ADR 0033): the next pause is the probe schedule's
     * step at this index, then the platform's daily reset. Back to 0 after a success.
     */
    rateLimitProbeStep: integer('rate_limit_probe_step').notNull().default(0),
    /** When the current run of rate-limit pauses began (null when none): one notification per run. */
    rateLimitedSince: timestamp('rate_limited_since', { withTimezone: true }),
    /**
     * The platform refused a read of this account's figures (429) or said no reads remain until
     * then (ADR 0090, "Refresh and storage"): its figures are not read before it. Apart from
     * `rateLimitedUntil`, which pauses publishing: a refused read must never delay a post.
     */
    analyticsPausedUntil: timestamp('analytics_paused_until', { withTimezone: true }),
    /**
     * When its owner was told that scheduled posts of this account will fail (ADR 0060); null when
     * not told, or when the account stopped being at risk since: one notification per spell.
     */
    riskWarnedAt: timestamp('risk_warned_at', { withTimezone: true }),
    /**
     * When renewing its access first failed for a passing reason (an outage, a timeout) in the
     * current run of failures; null after a renewal or a reconnect. Its posts due after the access
     * ends are at risk (ADR 0060).
     */
    refreshFailedAt: timestamp('refresh_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('social_accounts_group_platform_unique').on(table.groupId, table.platform),
    index('social_accounts_owner_idx').on(table.ownerId),
    index('social_accounts_token_expiry_idx').on(table.tokenExpiresAt),
    check('social_accounts_platform_known', isOneOf(table.platform, PLATFORMS)),
    check('social_accounts_status_known', isOneOf(table.status, ACCOUNT_STATUSES)),
  ],
);

/**
 * One OAuth round trip in flight: single use, short-lived, bound to the user and session that
 * started it. Only the SHA-256 of `state` is stored; the PKCE verifier is vault ciphertext.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    codeVerifierEnc: text('code_verifier_enc'),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);

export type AccountGroupRow = typeof accountGroups.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
