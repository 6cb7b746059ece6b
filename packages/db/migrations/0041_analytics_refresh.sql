-- Analytics' reads (issue 27, ADR 0090 "Refresh and storage"). A pause of an account's figure
-- reads, apart from publishing's rate_limited_until: a refused read never delays a post.
ALTER TABLE "social_accounts" ADD COLUMN "analytics_paused_until" timestamp with time zone;
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
