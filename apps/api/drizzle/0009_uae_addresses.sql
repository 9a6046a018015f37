ALTER TABLE "addresses" ADD COLUMN "emirate" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "makani" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emirate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "makani" text;--> statement-breakpoint
-- Numbers typed before they were checked: the usual UAE forms become E.164 (docs/architecture.md#uae-addresses-and-phones).
-- Anything else is kept as typed; the API then marks the address needsUpdate until the buyer fixes it.
UPDATE "addresses" SET
  "phone_number" = CASE
    WHEN regexp_replace("phone_number", '[[:space:]().-]', '', 'g') ~ '^(\+|00)?971[2-9][0-9]{7,8}$'
      THEN '+971' || substring(regexp_replace("phone_number", '[[:space:]().-]', '', 'g') from '971([2-9][0-9]{7,8})$')
    WHEN regexp_replace("phone_number", '[[:space:]().-]', '', 'g') ~ '^0[2-9][0-9]{7,8}$'
      THEN '+971' || substring(regexp_replace("phone_number", '[[:space:]().-]', '', 'g') from 2)
    ELSE "phone_number" END,
  "whatsapp_number" = CASE
    WHEN regexp_replace("whatsapp_number", '[[:space:]().-]', '', 'g') ~ '^(\+|00)?971[2-9][0-9]{7,8}$'
      THEN '+971' || substring(regexp_replace("whatsapp_number", '[[:space:]().-]', '', 'g') from '971([2-9][0-9]{7,8})$')
    WHEN regexp_replace("whatsapp_number", '[[:space:]().-]', '', 'g') ~ '^0[2-9][0-9]{7,8}$'
      THEN '+971' || substring(regexp_replace("whatsapp_number", '[[:space:]().-]', '', 'g') from 2)
    ELSE "whatsapp_number" END;--> statement-breakpoint
-- The emirate, where the map's location text names exactly one; otherwise the buyer picks it at the next checkout.
UPDATE "addresses" AS a SET "emirate" = m.code
FROM (
  SELECT ad.id, min(e.code) AS code, count(*) AS n
  FROM "addresses" ad
  JOIN (VALUES ('abu-dhabi', '%abu dhabi%'), ('dubai', '%dubai%'), ('sharjah', '%sharjah%'), ('ajman', '%ajman%'),
               ('umm-al-quwain', '%umm al%quwain%'), ('ras-al-khaimah', '%ras al%khaimah%'), ('fujairah', '%fujairah%'))
    AS e(code, pattern) ON ad.location ILIKE e.pattern
  GROUP BY ad.id
) AS m
WHERE a.id = m.id AND m.n = 1 AND a.emirate IS NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_emirate_known" CHECK ("emirate" IS NULL OR "emirate" IN ('abu-dhabi', 'dubai', 'sharjah', 'ajman', 'umm-al-quwain', 'ras-al-khaimah', 'fujairah'));
