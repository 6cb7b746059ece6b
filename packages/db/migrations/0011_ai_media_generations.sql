CREATE TABLE "ai_media_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"prompt" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"content_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_media_generations_type_known" CHECK ("ai_media_generations"."type" in ('image', 'video', 'audio')),
	CONSTRAINT "ai_media_generations_status_known" CHECK ("ai_media_generations"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "ai_generations" DROP CONSTRAINT "ai_generations_kind_known";--> statement-breakpoint
ALTER TABLE "ai_media_generations" ADD CONSTRAINT "ai_media_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_media_generations" ADD CONSTRAINT "ai_media_generations_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_media_generations_user_created_idx" ON "ai_media_generations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('target_failed', 'target_missed', 'target_unconfirmed', 'ai_generation_failed'));--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_kind_known" CHECK ("ai_generations"."kind" in ('topic', 'style', 'hashtags', 'image', 'video', 'audio'));