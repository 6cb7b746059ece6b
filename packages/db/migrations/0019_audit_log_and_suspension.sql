CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"summary" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_action_known" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.sign_out', 'auth.password_changed', 'auth.password_reset', 'auth.email_verified', 'auth.email_changed', 'auth.sessions_ended', 'account.profile_updated', 'account.settings_changed', 'admin.role_granted', 'admin.role_revoked', 'admin.user_suspended', 'admin.user_reactivated', 'admin.credits_adjusted', 'admin.menu_access_changed', 'admin.permission_created', 'admin.menu_created', 'catalog.plan_created', 'catalog.plan_updated', 'catalog.plan_deleted', 'catalog.package_created', 'catalog.package_updated', 'catalog.package_deleted', 'account.deletion_requested', 'account.deletion_confirmed', 'account.deleted')),
	CONSTRAINT "audit_events_target_type_known" CHECK ("audit_events"."target_type" is null or "audit_events"."target_type" in ('user', 'role', 'permission', 'menu', 'plan', 'package', 'session'))
);
--> statement-breakpoint
ALTER TABLE "post_targets" DROP CONSTRAINT "post_targets_wait_reason_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "idle_logout_minutes" integer;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "post_targets" ADD CONSTRAINT "post_targets_wait_reason_known" CHECK ("post_targets"."wait_reason" in ('retry', 'rate_limit', 'account_suspended'));
--> statement-breakpoint
-- Append-only (ADR 0050): no statement of the product can change or remove an audit row.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
