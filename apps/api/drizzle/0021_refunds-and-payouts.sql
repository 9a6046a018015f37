CREATE TABLE "refund_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'prepared' NOT NULL,
	"txid" text NOT NULL,
	"psbt" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"fee_rate_sat_vb" real NOT NULL,
	"fee_sats" bigint NOT NULL,
	"change_sats" bigint NOT NULL,
	"change_address" text,
	"change_index" integer,
	"change_vout" integer,
	"wallet_state_id" integer,
	"created_by_user_id" integer NOT NULL,
	"broadcast_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"block_height" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_payouts_status_check" CHECK ("refund_payouts"."status" in ('prepared', 'broadcast', 'confirmed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rule" text NOT NULL,
	"received_sats" bigint NOT NULL,
	"locked_fils_per_btc" bigint,
	"day_fils_per_btc" bigint,
	"amount_sats" bigint NOT NULL,
	"status" text DEFAULT 'awaitingClaim' NOT NULL,
	"address" text,
	"claimed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" integer,
	"payout_id" integer,
	"fee_share_sats" bigint,
	"paid_sats" bigint,
	"paid_txid" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('awaitingClaim', 'claimed', 'approved', 'inPayout', 'paid')),
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('latePayment', 'paidThenCancelled', 'overpaid', 'approvedReturn')),
	CONSTRAINT "refunds_rule_check" CHECK ("refunds"."rule" in ('btc', 'aed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_sats" > 0 and "refunds"."received_sats" > 0),
	CONSTRAINT "refunds_claim_has_address" CHECK ("refunds"."status" = 'awaitingClaim' or "refunds"."address" is not null)
);
--> statement-breakpoint
ALTER TABLE "sim_transactions" ADD COLUMN "raw_tx" text;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_wallet_state_id_wallet_state_id_fk" FOREIGN KEY ("wallet_state_id") REFERENCES "public"."wallet_state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payout_id_refund_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."refund_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payouts_txid_unique" ON "refund_payouts" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "refund_payouts_status_idx" ON "refund_payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "refunds_payout_idx" ON "refunds" USING btree ("payout_id");