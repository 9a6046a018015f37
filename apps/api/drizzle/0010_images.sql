ALTER TABLE "product_images" ADD COLUMN "avif_widths" integer[];--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "height" integer;