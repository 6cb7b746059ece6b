CREATE TABLE "admin_figures_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "admin_figures_version_one_row" CHECK ("admin_figures_version"."id")
);--> statement-breakpoint
INSERT INTO "admin_figures_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- /admin's four figures (packages/core/src/admin/get-admin-stats.ts) are reused while this version
-- is unchanged (ADR 0080): every transaction that changes what they count bumps it once, at its
-- commit. Deferred constraint triggers, so the version row is locked only from the commit's start
-- to its end, never while the transaction still takes other locks (no deadlock with them), and a
-- transaction that changes many rows bumps once (the transaction-local setting below).
CREATE FUNCTION "bump_admin_figures_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('fanout.admin_figures_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE "admin_figures_version" SET "version" = "version" + 1;
    PERFORM set_config('fanout.admin_figures_bumped', 'on', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Users: every row is counted.
CREATE CONSTRAINT TRIGGER "users_admin_figures" AFTER INSERT OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
-- Subscriptions: the active ones are counted.
CREATE CONSTRAINT TRIGGER "subscriptions_admin_figures_insert" AFTER INSERT ON "subscriptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."status" = 'active')
  EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_admin_figures_update" AFTER UPDATE OF "status" ON "subscriptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."status" = 'active') IS DISTINCT FROM (NEW."status" = 'active'))
  EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_admin_figures_delete" AFTER DELETE ON "subscriptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" = 'active')
  EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
-- Payments: the completed ones are counted, by completion time, amount, refund and kind.
CREATE CONSTRAINT TRIGGER "payments_admin_figures_insert" AFTER INSERT ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."status" = 'completed')
  EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_admin_figures_update"
  AFTER UPDATE OF "status", "completed_at", "amount", "amount_refunded", "kind" ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."status" = 'completed' OR NEW."status" = 'completed')
    AND (OLD."status", OLD."completed_at", OLD."amount", OLD."amount_refunded", OLD."kind")
      IS DISTINCT FROM (NEW."status", NEW."completed_at", NEW."amount", NEW."amount_refunded", NEW."kind"))
  EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_admin_figures_delete" AFTER DELETE ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" = 'completed')
  EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
-- TRUNCATE has no row triggers: it bumps at once (the version row is locked until its commit).
CREATE TRIGGER "users_admin_figures_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_admin_figures_truncate" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_admin_figures_version"();--> statement-breakpoint
CREATE TRIGGER "payments_admin_figures_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_admin_figures_version"();
