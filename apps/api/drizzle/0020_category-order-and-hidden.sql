ALTER TABLE "categories" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing categories keep the order they were listed in (by id) until the owner reorders them.
UPDATE "categories" SET "sort_order" = "id";
