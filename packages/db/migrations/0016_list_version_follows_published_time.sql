-- The stats' "published this month" count reads published targets' updated_at (ADR 0042), and the
-- stats are reused under the owner's list version: so a published target's updated_at is one of the
-- columns that bump it. Lease renewals (publishing targets) still do not. Otherwise as in 0013.
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
    -- Only the columns lists and stats show: lease renewals and handles while publishing keep
    -- reused answers valid.
    PERFORM bump_post_list_versions(ARRAY(
      SELECT owner FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (n.owner_id), (o.owner_id)) AS changed(owner)
      WHERE (n.state, n.due_at, n.platform, n.social_account_id, n.platform_post_url, n.error_message, n.owner_id, n.post_id)
          IS DISTINCT FROM (o.state, o.due_at, o.platform, o.social_account_id, o.platform_post_url, o.error_message, o.owner_id, o.post_id)
        OR (n.state = 'published' AND n.updated_at IS DISTINCT FROM o.updated_at)));
  ELSE
    PERFORM bump_post_list_versions(ARRAY(SELECT owner_id FROM new_rows UNION SELECT owner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
