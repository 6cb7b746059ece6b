-- List versions are bumped once per statement, not once per row (ADR 0027): a statement that
-- changes many targets of many owners bumps each owner once, in owner order, so two such
-- statements lock the same owners' version rows in the same order and never deadlock.
CREATE FUNCTION "bump_post_list_versions"(owners uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO post_list_versions (user_id, version)
    SELECT owner, nextval('post_list_version_seq')
      FROM (SELECT DISTINCT owner FROM unnest(owners) AS owner WHERE owner IS NOT NULL ORDER BY owner) AS sorted
    ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version;
$$;--> statement-breakpoint
CREATE FUNCTION "bump_post_list_version_of_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE (n.state, n.due_at, n.platform, n.social_account_id, n.platform_post_url, n.error_message, n.owner_id, n.post_id)
        IS DISTINCT FROM (o.state, o.due_at, o.platform, o.social_account_id, o.platform_post_url, o.error_message, o.owner_id, o.post_id)));
  ELSE
    PERFORM bump_post_list_versions(ARRAY(SELECT owner_id FROM new_rows UNION SELECT owner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "posts_bump_list_version" ON "posts";--> statement-breakpoint
DROP TRIGGER "post_targets_bump_list_version" ON "post_targets";--> statement-breakpoint
DROP TRIGGER "post_attachments_bump_list_version" ON "post_attachments";--> statement-breakpoint
DROP FUNCTION "bump_post_list_version"();--> statement-breakpoint
CREATE TRIGGER "posts_list_version_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();--> statement-breakpoint
CREATE TRIGGER "posts_list_version_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();--> statement-breakpoint
CREATE TRIGGER "posts_list_version_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();--> statement-breakpoint
CREATE TRIGGER "post_targets_list_version_insert" AFTER INSERT ON "post_targets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();--> statement-breakpoint
CREATE TRIGGER "post_targets_list_version_update" AFTER UPDATE ON "post_targets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();--> statement-breakpoint
CREATE TRIGGER "post_targets_list_version_delete" AFTER DELETE ON "post_targets" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();--> statement-breakpoint
CREATE TRIGGER "post_attachments_list_version_insert" AFTER INSERT ON "post_attachments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();--> statement-breakpoint
CREATE TRIGGER "post_attachments_list_version_update" AFTER UPDATE ON "post_attachments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();--> statement-breakpoint
CREATE TRIGGER "post_attachments_list_version_delete" AFTER DELETE ON "post_attachments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_post_list_version_of_changed();
