CREATE TABLE "sim_blocks" (
	"height" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"txid" text NOT NULL,
	"address" text NOT NULL,
	"vout" integer NOT NULL,
	"value_sats" bigint NOT NULL,
	"block_height" integer,
	"dropped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_transactions_value_positive" CHECK ("sim_transactions"."value_sats" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sim_transactions_outpoint_unique" ON "sim_transactions" USING btree ("txid","vout");--> statement-breakpoint
CREATE INDEX "sim_transactions_address_idx" ON "sim_transactions" USING btree ("address");