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
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refers_to_id_tax_documents_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_credit_per_invoice" ON "tax_documents" USING btree ("refers_to_id") WHERE "tax_documents"."kind" = 'creditNote';--> statement-breakpoint
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
