-- Analytics' reads (issue 27, ADR 0090 "Refresh and storage"). A stamp per owner for the
-- Analytics page's reused answers, and a pause of an account's figure reads apart from publishing's
-- rate_limited_until: a refused read never delays a post.
CREATE TABLE "analytics_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "analytics_paused_until" timestamp with time zone;
--> statement-breakpoint
-- An owner's analytics version changes in every statement that changes their target_analytics rows
-- (once per statement, owners in order, as post_list_versions since 0013), except a claim's lease:
-- a change of next_refresh_at alone shows nowhere, and the refresh sweep makes one for every read.
CREATE SEQUENCE "analytics_version_seq";
--> statement-breakpoint
CREATE FUNCTION "bump_analytics_versions"(owners uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_versions (user_id, version)
    SELECT owner, nextval('analytics_version_seq')
      FROM (SELECT DISTINCT owner FROM unnest(owners) AS owner WHERE owner IS NOT NULL ORDER BY owner) AS sorted
    ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version;
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_analytics_version_of_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_analytics_versions(ARRAY(SELECT owner_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_analytics_versions(ARRAY(SELECT owner_id FROM old_rows));
  ELSE
    PERFORM bump_analytics_versions(ARRAY(
      SELECT owner FROM new_rows n JOIN old_rows o ON o.target_id = n.target_id,
        LATERAL (VALUES (n.owner_id), (o.owner_id)) AS changed(owner)
      WHERE to_jsonb(n) - 'next_refresh_at' IS DISTINCT FROM to_jsonb(o) - 'next_refresh_at'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "target_analytics_version_insert" AFTER INSERT ON "target_analytics" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_analytics_version_of_changed();
--> statement-breakpoint
CREATE TRIGGER "target_analytics_version_update" AFTER UPDATE ON "target_analytics" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_analytics_version_of_changed();
--> statement-breakpoint
CREATE TRIGGER "target_analytics_version_delete" AFTER DELETE ON "target_analytics" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_analytics_version_of_changed();
--> statement-breakpoint
-- The Analytics menu, a core menu after the Calendar: its permission, its menu item, and both roles
-- holding it, as 0001 and 0024 seeded the others. Idempotent like them.
INSERT INTO "permissions" ("name", "description", "resource") VALUES
  ('access_analytics', 'See the Analytics menu', 'menu')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_items" ("id", "permission_name", "menu_label", "icon_name", "route_path", "parent_menu_id", "display_order", "is_core") VALUES
  ('analytics', 'access_analytics', 'Analytics', 'chart-bar', '/analytics', NULL, 57, true)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r JOIN "permissions" p ON p."name" = 'access_analytics'
WHERE r."name" IN ('admin', 'customer')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A row for every target published before analytics existed (those published from now on get
-- theirs in the publication's own statement). Its reads already past are not replayed one by one:
-- a target some of whose scheduled reads are past is read once now, as the last of them, and then
-- follows the schedule (a target older than 30 days: that one read, then none); a target published
-- within the hour keeps its first read an hour after publishing. The intervals are REFRESH_AFTER_MS
-- (packages/shared/src/analytics/refresh-schedule.ts) as they were when this ran. A target without
-- the network's id of its post (marked published by its owner after a lost answer) cannot be read
-- and gets no row.
INSERT INTO "target_analytics" ("target_id", "owner_id", "post_id", "social_account_id", "group_id", "platform", "published_at", "round", "next_refresh_at")
SELECT t."id", t."owner_id", t."post_id", t."social_account_id", a."group_id", t."platform", t."published_at",
  greatest(passed."rounds" - 1, 0),
  CASE WHEN passed."rounds" = 0 THEN t."published_at" + interval '1 hour' ELSE now() END
FROM "post_targets" t
LEFT JOIN "social_accounts" a ON a."id" = t."social_account_id"
CROSS JOIN LATERAL (
  SELECT count(*)::smallint AS "rounds"
  FROM unnest(ARRAY[interval '1 hour', interval '6 hours', interval '1 day', interval '3 days', interval '7 days', interval '30 days']) AS "after"
  WHERE t."published_at" + "after" <= now()
) passed
WHERE t."state" = 'published' AND t."platform_post_id" IS NOT NULL AND t."published_at" IS NOT NULL
ON CONFLICT ("target_id") DO NOTHING;
