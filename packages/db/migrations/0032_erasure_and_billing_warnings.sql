ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_known";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('target_failed', 'target_missed', 'target_unconfirmed', 'ai_generation_failed', 'account_rate_limited', 'payment_failed', 'credits_clawed_back', 'credits_returned', 'credits_expiring', 'account_at_risk', 'billing_setup_warning'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_known" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.sign_out', 'auth.password_changed', 'auth.password_reset', 'auth.email_verified', 'auth.email_changed', 'auth.sessions_ended', 'account.profile_updated', 'account.settings_changed', 'admin.role_granted', 'admin.role_revoked', 'admin.user_suspended', 'admin.user_reactivated', 'admin.credits_adjusted', 'admin.menu_access_changed', 'admin.permission_created', 'admin.menu_created', 'catalog.plan_created', 'catalog.plan_updated', 'catalog.plan_deleted', 'catalog.package_created', 'catalog.package_updated', 'catalog.package_deleted', 'account.deletion_requested', 'account.deletion_confirmed', 'account.deleted', 'account.email_pseudonymised'));--> statement-breakpoint
-- Erasure (ADR 0065): the one way an audit row may change. Only while the erasure function runs
-- (its transaction-local setting on), only as the table's owner (the function is SECURITY DEFINER,
-- owned by it), and only in the texts: who, what, which target, where from and when stay as written.
-- DELETE and TRUNCATE stay refused always.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND current_setting('fanout.audit_erasure', true) = 'on'
     AND current_user = (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = TG_RELID)
     AND (NEW.id, NEW.actor_id, NEW.action, NEW.target_type, NEW.target_id, NEW.ip, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.actor_id, OLD.action, OLD.target_type, OLD.target_id, OLD.ip, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- Replaces each of a deleted user's email addresses by a pseudonym in every audit row's summary,
-- before and after, and writes one audit row saying so. Returns how many rows changed.
CREATE FUNCTION "erase_email_from_audit_events"(p_user_id uuid, p_emails text[], p_pseudonym text)
RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  email text;
  json_email text;
  json_pseudonym text := substr(to_jsonb(p_pseudonym)::text, 2, length(to_jsonb(p_pseudonym)::text) - 2);
  changed integer;
  total integer := 0;
BEGIN
  IF p_pseudonym IS NULL OR p_pseudonym = '' OR position('@' in p_pseudonym) > 0 THEN
    RAISE EXCEPTION 'erase_email_from_audit_events: the pseudonym must be non-empty and not an email address';
  END IF;
  PERFORM set_config('fanout.audit_erasure', 'on', true);
  FOREACH email IN ARRAY coalesce(p_emails, ARRAY[]::text[]) LOOP
    CONTINUE WHEN email IS NULL OR position('@' in email) = 0;
    json_email := substr(to_jsonb(email)::text, 2, length(to_jsonb(email)::text) - 2);
    UPDATE audit_events SET
      summary = replace(summary, email, p_pseudonym),
      "before" = replace("before"::text, json_email, json_pseudonym)::jsonb,
      "after" = replace("after"::text, json_email, json_pseudonym)::jsonb
    WHERE strpos(summary, email) > 0
       OR strpos(coalesce("before"::text, ''), json_email) > 0
       OR strpos(coalesce("after"::text, ''), json_email) > 0;
    GET DIAGNOSTICS changed = ROW_COUNT;
    total := total + changed;
  END LOOP;
  PERFORM set_config('fanout.audit_erasure', 'off', true);
  INSERT INTO audit_events (actor_id, action, target_type, target_id, "after", summary)
    VALUES (NULL, 'account.email_pseudonymised', 'user', p_user_id::text,
            jsonb_build_object('pseudonym', p_pseudonym, 'events', total),
            format('Email of a deleted account replaced by %s in %s audit events', p_pseudonym, total));
  RETURN total;
END;
$$;
