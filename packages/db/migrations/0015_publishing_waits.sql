ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "rate_limit_probe_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "rate_limited_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_targets" ADD COLUMN "next_try_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_targets" ADD COLUMN "wait_reason" text;--> statement-breakpoint
ALTER TABLE "post_targets" ADD COLUMN "retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "post_targets_account_waiting_idx" ON "post_targets" USING btree ("social_account_id") WHERE "post_targets"."state" in ('scheduled', 'publishing');--> statement-breakpoint
ALTER TABLE "post_targets" ADD CONSTRAINT "post_targets_wait_reason_known" CHECK ("post_targets"."wait_reason" in ('retry', 'rate_limit'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('target_failed', 'target_missed', 'target_unconfirmed', 'ai_generation_failed', 'account_rate_limited'));--> statement-breakpoint
-- Hand-written (ADR 0033): lists show a target's wait (next_try_at, wait_reason), so a change of
-- either bumps its owner's list version like the other listed columns (migration 0013).
CREATE OR REPLACE FUNCTION "bump_post_list_version_of_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'post_attachments' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM bump_post_list_versions(ARRAY(SELECT p.owner_id FROM posts p WHERE p.id IN (SELECT post_id FROM new_rows)));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM bump_post_list_versions(ARRAY(SELECT p.owner_id FROM posts p WHERE p.id IN (SELECT post_id FROM old_rows)));
    ELSE
      PERFORM bump_post_list_versions(ARRAY(SELECT p.owner_id FROM posts p
        WHERE p.id IN (SELECT post_id FROM new_rows UNION SELECT post_id FROM old_rows)));
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bump_post_list_versions(ARRAY(SELECT owner_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_post_list_versions(ARRAY(SELECT owner_id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'post_targets' THEN
    -- Only the columns lists show: lease renewals and handles while publishing keep cached pages valid.
    PERFORM bump_post_list_versions(ARRAY(
      SELECT owner FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (n.owner_id), (o.owner_id)) AS changed(owner)
      WHERE (n.state, n.due_at, n.platform, n.social_account_id, n.platform_post_url, n.error_message, n.owner_id, n.post_id, n.next_try_at, n.wait_reason)
        IS DISTINCT FROM (o.state, o.due_at, o.platform, o.social_account_id, o.platform_post_url, o.error_message, o.owner_id, o.post_id, o.next_try_at, o.wait_reason)));
  ELSE
    PERFORM bump_post_list_versions(ARRAY(SELECT owner_id FROM new_rows UNION SELECT owner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
