ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD COLUMN "attribute_type_ar" text;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD COLUMN "value_ar" text;--> statement-breakpoint
ALTER TABLE "product_descriptions" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "variant_options" ADD COLUMN "name_ar" text;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_ar_unique" ON "categories" USING btree (lower("name_ar"));