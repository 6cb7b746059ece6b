CREATE TABLE "post_variant_attachments" (
	"target_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "post_variant_attachments_target_id_position_pk" PRIMARY KEY("target_id","position")
);
--> statement-breakpoint
CREATE TABLE "post_variants" (
	"target_id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"text_content" text,
	"own_media" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_variant_attachments" ADD CONSTRAINT "post_variant_attachments_target_id_post_variants_target_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."post_variants"("target_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_variant_attachments" ADD CONSTRAINT "post_variant_attachments_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_variants" ADD CONSTRAINT "post_variants_target_id_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."post_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_variants" ADD CONSTRAINT "post_variants_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_variant_attachments_content_idx" ON "post_variant_attachments" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "post_variants_post_idx" ON "post_variants" USING btree ("post_id");