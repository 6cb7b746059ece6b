CREATE TABLE "post_list_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "post_list_version_seq";--> statement-breakpoint
-- Any change to an owner's posts, targets or attachments gives the owner a new list version.
CREATE FUNCTION "bump_post_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
  post uuid;
BEGIN
  IF TG_TABLE_NAME = 'post_attachments' THEN
    IF TG_OP = 'DELETE' THEN post := OLD.post_id; ELSE post := NEW.post_id; END IF;
    SELECT p.owner_id INTO owner FROM posts p WHERE p.id = post;
  ELSIF TG_OP = 'DELETE' THEN
    owner := OLD.owner_id;
  ELSE
    owner := NEW.owner_id;
  END IF;
  IF owner IS NOT NULL THEN
    INSERT INTO post_list_versions (user_id, version)
      VALUES (owner, nextval('post_list_version_seq'))
      ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_bump_list_version" AFTER INSERT OR UPDATE OR DELETE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION bump_post_list_version();--> statement-breakpoint
-- Only the columns lists show: lease renewals and handles while publishing leave cached pages valid.
CREATE TRIGGER "post_targets_bump_list_version" AFTER INSERT OR DELETE OR UPDATE OF "state", "due_at", "platform", "social_account_id", "platform_post_url", "error_message", "owner_id", "post_id" ON "post_targets"
  FOR EACH ROW EXECUTE FUNCTION bump_post_list_version();--> statement-breakpoint
CREATE TRIGGER "post_attachments_bump_list_version" AFTER INSERT OR UPDATE OR DELETE ON "post_attachments"
  FOR EACH ROW EXECUTE FUNCTION bump_post_list_version();
