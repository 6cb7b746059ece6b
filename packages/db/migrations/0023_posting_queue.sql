ALTER TABLE "account_groups" ADD COLUMN "queue_days" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "account_groups" ADD COLUMN "queue_times" text[] DEFAULT '{09:00,12:00,17:00}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "queue_group_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_queue_group_id_account_groups_id_fk" FOREIGN KEY ("queue_group_id") REFERENCES "public"."account_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_queue_group_idx" ON "posts" USING btree ("queue_group_id","scheduled_at") WHERE "posts"."queue_group_id" is not null;