DROP INDEX "orders_payable_expires_idx";--> statement-breakpoint
DROP INDEX "orders_user_unpaid_idx";--> statement-breakpoint
CREATE INDEX "orders_payable_expires_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" in ('Pending', 'Insufficient', 'Failed', 'Processing');--> statement-breakpoint
CREATE INDEX "orders_user_unpaid_idx" ON "orders" USING btree ("user_id","total_fils") WHERE "orders"."status" in ('Pending', 'Insufficient', 'Failed', 'Processing', 'Awaiting verification');