CREATE SEQUENCE "public"."sim_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "sim_transactions" ADD COLUMN "change_seq" bigint DEFAULT nextval('sim_change_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_payments_monitor_until_idx" ON "order_payments" USING btree ("monitor_until");--> statement-breakpoint
CREATE INDEX "orders_payable_expires_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" in ('Pending', 'Insufficient', 'Failed');--> statement-breakpoint
CREATE INDEX "payment_transactions_block_height_idx" ON "payment_transactions" USING btree ("block_height");--> statement-breakpoint
CREATE INDEX "sim_transactions_change_seq_idx" ON "sim_transactions" USING btree ("change_seq");