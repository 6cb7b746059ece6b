CREATE TABLE "post_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"text_content" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"platform_post_id" text,
	"platform_post_url" text,
	"handles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error_class" text,
	"error_message" text,
	"claim_token" uuid,
	"lease_expires_at" timestamp with time zone,
	"next_try_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"irreversible_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_follow_ups_kind_known" CHECK ("post_follow_ups"."kind" in ('thread', 'first_comment')),
	CONSTRAINT "post_follow_ups_state_known" CHECK ("post_follow_ups"."state" in ('pending', 'sending', 'published', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "post_follow_ups" ADD CONSTRAINT "post_follow_ups_target_id_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."post_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_follow_ups" ADD CONSTRAINT "post_follow_ups_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_follow_ups_target_position_idx" ON "post_follow_ups" USING btree ("target_id","position");--> statement-breakpoint
CREATE INDEX "post_follow_ups_post_idx" ON "post_follow_ups" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_follow_ups_open_idx" ON "post_follow_ups" USING btree ("lease_expires_at") WHERE "post_follow_ups"."state" in ('pending', 'sending');