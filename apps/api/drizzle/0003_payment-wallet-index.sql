DROP INDEX "order_payments_derivation_index_unique";--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "wallet_state_id" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_wallet_state_id_wallet_state_id_fk" FOREIGN KEY ("wallet_state_id") REFERENCES "public"."wallet_state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_wallet_index_unique" ON "order_payments" USING btree ("wallet_state_id","derivation_index");