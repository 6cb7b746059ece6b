-- A change of a user's balance (a post charged, a grant, a purchase, a refund, a renewal, an
-- expiry, an admin's adjustment) is told on the notifications channel with the user's id, so the
-- header's credit badge of their open pages refreshes at once, whichever path wrote it (ADR 0066).
-- The channel is NOTIFICATIONS_CHANNEL of packages/core/src/notifications/announce-change.ts.
CREATE FUNCTION "announce_credits_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fanout_notifications', NEW.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_announce_credits" AFTER UPDATE OF "credits" ON "users"
  FOR EACH ROW WHEN (OLD."credits" IS DISTINCT FROM NEW."credits")
  EXECUTE FUNCTION "announce_credits_change"();
