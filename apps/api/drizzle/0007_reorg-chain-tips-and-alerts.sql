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
ALTER TABLE "sim_blocks" ADD COLUMN "hash" text DEFAULT md5(random()::text) || md5(random()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "order_alerts" ADD CONSTRAINT "order_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_alerts_order_idx" ON "order_alerts" USING btree ("order_id","id");