CREATE TABLE "tax_document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"refers_to_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"net_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"gross_fils" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind_sequence_unique" UNIQUE("kind","sequence"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'creditNote')),
	CONSTRAINT "tax_documents_refers_check" CHECK (("tax_documents"."kind" = 'invoice') = ("tax_documents"."refers_to_id" is null)),
	CONSTRAINT "tax_documents_totals_add_up" CHECK ("tax_documents"."gross_fils" = "tax_documents"."net_fils" + "tax_documents"."vat_fils")
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"stored_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_documents_storedName_unique" UNIQUE("stored_name"),
	CONSTRAINT "identity_documents_kind_check" CHECK ("identity_documents"."kind" in ('emiratesId', 'passport')),
	CONSTRAINT "identity_documents_side_check" CHECK ("identity_documents"."side" in ('front', 'back')),
	CONSTRAINT "identity_documents_type_check" CHECK ("identity_documents"."content_type" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"verified_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_verifications_kind_check" CHECK ("identity_verifications"."kind" in ('emiratesId', 'passport'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD COLUMN "attribute_type_ar" text;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD COLUMN "value_ar" text;--> statement-breakpoint
ALTER TABLE "product_descriptions" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "variant_options" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "emirate" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "makani" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emirate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "makani" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payable_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refers_to_id_tax_documents_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_credit_per_invoice" ON "tax_documents" USING btree ("refers_to_id") WHERE "tax_documents"."kind" = 'creditNote';--> statement-breakpoint
CREATE INDEX "identity_documents_order_idx" ON "identity_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","verified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_ar_unique" ON "categories" USING btree (lower("name_ar"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Pending', 'Insufficient', 'Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Failed', 'Timeout', 'Awaiting verification'));
--> statement-breakpoint
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

--> statement-breakpoint
-- An issued tax document never changes (docs/architecture.md#tax-invoices): a correction is a credit note and a new invoice.
CREATE FUNCTION "tax_documents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax document % is issued and cannot be changed (%)', OLD."number", TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_immutable" BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "tax_documents_refuse_change"();--> statement-breakpoint
CREATE FUNCTION "tax_documents_refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax documents are issued and cannot be removed' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_no_truncate" BEFORE TRUNCATE ON "tax_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "tax_documents_refuse_truncate"();--> statement-breakpoint
INSERT INTO "tax_document_counters" ("kind", "last_number") VALUES ('invoice', 0), ('creditNote', 0);
