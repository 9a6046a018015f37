CREATE TABLE "sell_back_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sell_back_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"requested_units" integer NOT NULL,
	"metal" text NOT NULL,
	"unit_price_fils" bigint NOT NULL,
	"total_fils" bigint NOT NULL,
	"spot_per_gram_fils" bigint NOT NULL,
	"spread_percent" real NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"owner_note" text DEFAULT '' NOT NULL,
	"payout_method" text,
	"refund_id" integer,
	"cash_note" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"received_at" timestamp with time zone,
	"received_by_user_id" integer,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_back_quotes_state_check" CHECK ("sell_back_quotes"."state" in ('requested', 'accepted', 'refused', 'expired', 'cancelled', 'received', 'payoutPending', 'paid')),
	CONSTRAINT "sell_back_quotes_units_range" CHECK ("sell_back_quotes"."units" between 1 and 50 and "sell_back_quotes"."units" <= "sell_back_quotes"."requested_units"),
	CONSTRAINT "sell_back_quotes_total" CHECK ("sell_back_quotes"."total_fils" = "sell_back_quotes"."unit_price_fils" * "sell_back_quotes"."units" and "sell_back_quotes"."unit_price_fils" >= 0),
	CONSTRAINT "sell_back_quotes_payout_method_check" CHECK ("sell_back_quotes"."payout_method" in ('bitcoin', 'cash')),
	CONSTRAINT "sell_back_quotes_paid_has_method" CHECK ("sell_back_quotes"."state" not in ('payoutPending', 'paid') or "sell_back_quotes"."payout_method" is not null),
	CONSTRAINT "sell_back_quotes_bitcoin_has_refund" CHECK ("sell_back_quotes"."payout_method" <> 'bitcoin' or "sell_back_quotes"."refund_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_kind_check";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sell_back_quotes" ADD CONSTRAINT "sell_back_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_back_quotes" ADD CONSTRAINT "sell_back_quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_back_quotes" ADD CONSTRAINT "sell_back_quotes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_back_quotes" ADD CONSTRAINT "sell_back_quotes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_back_quotes" ADD CONSTRAINT "sell_back_quotes_received_by_user_id_users_id_fk" FOREIGN KEY ("received_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_back_quotes" ADD CONSTRAINT "sell_back_quotes_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sell_back_quotes_user_idx" ON "sell_back_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sell_back_quotes_open_idx" ON "sell_back_quotes" USING btree ("created_at") WHERE "sell_back_quotes"."state" in ('requested', 'accepted', 'received', 'payoutPending');--> statement-breakpoint
CREATE INDEX "sell_back_quotes_refund_idx" ON "sell_back_quotes" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_unless_sell_back" CHECK (("refunds"."kind" = 'sellBack') = ("refunds"."order_id" is null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('latePayment', 'paidThenCancelled', 'overpaid', 'approvedReturn', 'sellBack'));