-- The Calendar, a core menu after Posts & Drafts (issue 18 item 1): its permission, its menu item,
-- and both roles holding it, as 0001 seeded the eight others. Idempotent like 0001.
INSERT INTO "permissions" ("name", "description", "resource") VALUES
  ('access_calendar', 'See the Calendar menu', 'menu')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_items" ("id", "permission_name", "menu_label", "icon_name", "route_path", "parent_menu_id", "display_order", "is_core") VALUES
  ('calendar', 'access_calendar', 'Calendar', 'calendar-month', '/calendar', NULL, 55, true)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r JOIN "permissions" p ON p."name" = 'access_calendar'
WHERE r."name" IN ('admin', 'customer')
ON CONFLICT DO NOTHING;
