-- Seed the two roles, the known permissions and the eight core menus (spec 001 §2, §3, §6).
-- Idempotent so it can never fail on a database where an administrator already added rows.
INSERT INTO "roles" ("name", "description") VALUES
  ('admin', 'Full access to every screen and administration'),
  ('customer', 'A creator who connects accounts, posts and buys credits')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "permissions" ("name", "description", "resource") VALUES
  ('purchase_credits', 'Buy credits and manage subscriptions', 'billing'),
  ('view_admin_panel', 'Open the administration area', 'admin'),
  ('manage_subscription_plans', 'Create, edit and delete subscription plans', 'admin'),
  ('manage_credit_packages', 'Create, edit and delete credit packages', 'admin'),
  ('access_overview', 'See the Overview menu', 'menu'),
  ('access_accounts', 'See the Connected Accounts menu', 'menu'),
  ('access_content', 'See the Content Library menu', 'menu'),
  ('access_create', 'See the Create Post menu', 'menu'),
  ('access_scheduled', 'See the Scheduled Posts menu', 'menu'),
  ('access_credits', 'See the Credits & Billing menu', 'menu'),
  ('access_subscription', 'See the Subscription menu', 'menu'),
  ('access_buy-credits', 'See the Buy Credits menu', 'menu')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_items" ("id", "permission_name", "menu_label", "icon_name", "route_path", "parent_menu_id", "display_order", "is_core") VALUES
  ('overview', 'access_overview', 'Overview', 'dashboard', '/', NULL, 10, true),
  ('accounts', 'access_accounts', 'Connected Accounts', 'users', '/accounts', NULL, 20, true),
  ('content', 'access_content', 'Content Library', 'photo', '/content', NULL, 30, true),
  ('create', 'access_create', 'Create Post', 'pencil', '/create', NULL, 40, true),
  ('scheduled', 'access_scheduled', 'Scheduled Posts', 'calendar', '/scheduled', NULL, 50, true),
  ('credits', 'access_credits', 'Credits & Billing', 'credit-card', '/credits', NULL, 60, true),
  ('subscription', 'access_subscription', 'Subscription', 'crown', '/subscription', NULL, 70, true),
  ('buy-credits', 'access_buy-credits', 'Buy Credits', 'coins', '/buy-credits', NULL, 80, true)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The admin role holds every seeded permission (isAdmin grants everything anyway).
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r CROSS JOIN "permissions" p WHERE r."name" = 'admin'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Customers can buy credits and see the eight core menus.
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r JOIN "permissions" p
  ON p."name" = 'purchase_credits' OR p."resource" = 'menu'
WHERE r."name" = 'customer'
ON CONFLICT DO NOTHING;
