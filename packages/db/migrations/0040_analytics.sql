CREATE TABLE "analytics_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"views" integer,
	"reactions" integer,
	"comments" integer,
	"reposts" integer,
	"saves" integer,
	"clicks" integer,
	"engagement" integer,
	"network_figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_analytics" (
	"target_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"social_account_id" uuid,
	"group_id" uuid,
	"platform" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"problem" text,
	"round" smallint DEFAULT 0 NOT NULL,
	"next_refresh_at" timestamp with time zone,
	"refresh_requested_at" timestamp with time zone,
	"fetched_at" timestamp with time zone,
	"views" integer,
	"reactions" integer,
	"comments" integer,
	"reposts" integer,
	"saves" integer,
	"clicks" integer,
	"engagement" integer,
	"network_figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "target_analytics_platform_known" CHECK ("target_analytics"."platform" in ('linkedin', 'twitter', 'threads', 'bluesky', 'youtube', 'instagram', 'facebook', 'pinterest', 'tiktok')),
	CONSTRAINT "target_analytics_state_known" CHECK ("target_analytics"."state" in ('waiting', 'fresh', 'postponed', 'reconnect', 'off', 'gone'))
);
--> statement-breakpoint
ALTER TABLE "analytics_snapshots" ADD CONSTRAINT "analytics_snapshots_target_id_target_analytics_target_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."target_analytics"("target_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_analytics" ADD CONSTRAINT "target_analytics_target_id_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."post_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_analytics" ADD CONSTRAINT "target_analytics_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_analytics" ADD CONSTRAINT "target_analytics_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_analytics" ADD CONSTRAINT "target_analytics_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_analytics" ADD CONSTRAINT "target_analytics_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."account_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_snapshots_target_idx" ON "analytics_snapshots" USING btree ("target_id","fetched_at");--> statement-breakpoint
CREATE INDEX "target_analytics_owner_published_idx" ON "target_analytics" USING btree ("owner_id","published_at");--> statement-breakpoint
CREATE INDEX "target_analytics_post_idx" ON "target_analytics" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "target_analytics_due_idx" ON "target_analytics" USING btree ("next_refresh_at") WHERE "target_analytics"."next_refresh_at" is not null;