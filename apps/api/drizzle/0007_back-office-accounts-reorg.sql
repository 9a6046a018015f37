CREATE TABLE "one_time_code_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_code_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"client_key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_tips" (
	"height" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_alerts_kind_check" CHECK ("order_alerts"."kind" in ('paymentUnconfirmed', 'paymentGone', 'paymentConfirmedAgain'))
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "widths" integer[];--> statement-breakpoint
ALTER TABLE "sim_blocks" ADD COLUMN "hash" text DEFAULT md5(random()::text) || md5(random()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_code_failures" ADD CONSTRAINT "one_time_code_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_code_failures" ADD CONSTRAINT "one_time_code_failures_code_id_one_time_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."one_time_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alerts" ADD CONSTRAINT "order_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_code_failures_device_idx" ON "one_time_code_failures" USING btree ("user_id","purpose","client_key","failed_at");--> statement-breakpoint
CREATE INDEX "one_time_code_failures_code_idx" ON "one_time_code_failures" USING btree ("code_id","client_key");--> statement-breakpoint
CREATE INDEX "order_alerts_order_idx" ON "order_alerts" USING btree ("order_id","id");--> statement-breakpoint
-- The audit log is append-only (DESIGN §9, docs/decisions/043-customers-and-audit-log.md): the database itself
-- refuses to change or remove a row, whatever code or person asks.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
