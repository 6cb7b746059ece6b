-- A published follow-up's latest figures (ADR 0090 "Follow-ups"): a thread's reply or a first
-- comment, read right after its target's read. No snapshots.
CREATE TABLE "follow_up_analytics" (
	"follow_up_id" uuid PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"fetched_at" timestamp with time zone,
	"views" integer,
	"reactions" integer,
	"comments" integer,
	"reposts" integer,
	"saves" integer,
	"clicks" integer,
	"engagement" integer,
	"network_figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problem" text
);
--> statement-breakpoint
ALTER TABLE "follow_up_analytics" ADD CONSTRAINT "follow_up_analytics_follow_up_id_post_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."post_follow_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_analytics" ADD CONSTRAINT "follow_up_analytics_target_id_target_analytics_target_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."target_analytics"("target_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_analytics_target_idx" ON "follow_up_analytics" USING btree ("target_id");--> statement-breakpoint
-- A follow-up's figures show on its post's page: every statement that changes them changes the
-- owner's analytics version, as 0042's triggers do for target_analytics. The owner is its target
-- row's; a row deleted with its target (the cascade) finds none, and the target's own trigger has
-- bumped the version already.
CREATE FUNCTION "bump_analytics_version_of_follow_ups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_analytics_versions(ARRAY(
      SELECT t.owner_id FROM old_rows o JOIN target_analytics t ON t.target_id = o.target_id));
  ELSE
    PERFORM bump_analytics_versions(ARRAY(
      SELECT t.owner_id FROM new_rows n JOIN target_analytics t ON t.target_id = n.target_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "follow_up_analytics_version_insert" AFTER INSERT ON "follow_up_analytics" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_analytics_version_of_follow_ups();
--> statement-breakpoint
CREATE TRIGGER "follow_up_analytics_version_update" AFTER UPDATE ON "follow_up_analytics" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_analytics_version_of_follow_ups();
--> statement-breakpoint
CREATE TRIGGER "follow_up_analytics_version_delete" AFTER DELETE ON "follow_up_analytics" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_analytics_version_of_follow_ups();
