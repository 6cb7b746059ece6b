DROP INDEX "notifications_target_kind_unique";--> statement-breakpoint
ALTER TABLE "post_targets" ADD COLUMN "user_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_target_kind_round_unique" ON "notifications" USING btree ("target_id","kind","target_round");