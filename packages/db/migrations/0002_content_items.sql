CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"file_size" bigint NOT NULL,
	"checksum" text NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_file_size_non_negative" CHECK ("content_items"."file_size" >= 0),
	CONSTRAINT "content_items_type_known" CHECK ("content_items"."type" in ('image', 'video', 'audio', 'text'))
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_owner_created_idx" ON "content_items" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);