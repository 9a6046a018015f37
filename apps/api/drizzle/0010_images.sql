ALTER TABLE "categories" ADD COLUMN "image_widths" integer[];--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_avif_widths" integer[];--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "avif_widths" integer[];--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "height" integer;--> statement-breakpoint
CREATE INDEX "product_images_url_idx" ON "product_images" USING btree ("url");