-- A session that ends (signed out, ended from another device, a password change, a suspension,
-- an account deleted, an expiry swept) is told on the notifications channel with its user's id,
-- once per user and statement, so that session's open event stream closes at once instead of
-- when its tab does (ADR 0029). The channel is NOTIFICATIONS_CHANNEL of
-- packages/core/src/notifications/announce-change.ts.
CREATE FUNCTION "announce_ended_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fanout_notifications', ended.user_id::text)
    FROM (SELECT DISTINCT user_id FROM old_rows) AS ended;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_end" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_ended_sessions"();
