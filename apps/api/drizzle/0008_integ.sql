CREATE SEQUENCE "public"."sim_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "back_in_stock_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "back_in_stock_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"message" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_transactions" ADD COLUMN "change_seq" bigint DEFAULT nextval('sim_change_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_open_unique" ON "back_in_stock_requests" USING btree ("user_id","product_id") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_open_product_idx" ON "back_in_stock_requests" USING btree ("product_id") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("run_at","id") WHERE "mail_jobs"."sent_at" is null and "mail_jobs"."dead_at" is null;--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_payments_monitor_until_idx" ON "order_payments" USING btree ("monitor_until");--> statement-breakpoint
CREATE INDEX "orders_payable_expires_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" in ('Pending', 'Insufficient', 'Failed');--> statement-breakpoint
CREATE INDEX "payment_transactions_block_height_idx" ON "payment_transactions" USING btree ("block_height");--> statement-breakpoint
CREATE INDEX "sim_transactions_change_seq_idx" ON "sim_transactions" USING btree ("change_seq");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_figures_add_up" CHECK ("order_items"."total_fils" = "order_items"."unit_price_fils" * "order_items"."quantity" + "order_items"."vat_fils" + "order_items"."shipping_fils");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_figures_add_up" CHECK ("orders"."total_fils" = "orders"."subtotal_fils" + "orders"."vat_fils" + "orders"."shipping_fils" + "orders"."service_charge_fils");