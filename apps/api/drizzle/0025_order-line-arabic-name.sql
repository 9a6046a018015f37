ALTER TABLE "order_items" ADD COLUMN "product_name_ar" text;--> statement-breakpoint
-- Orders placed before: the catalog's Arabic name of today, the best the shop knows.
UPDATE "order_items" oi SET "product_name_ar" = nullif(btrim(p."name_ar"), '') FROM "products" p WHERE p."id" = oi."product_id";
