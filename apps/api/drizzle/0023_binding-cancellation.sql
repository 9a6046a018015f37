ALTER TABLE "refunds" DROP CONSTRAINT "refunds_rule_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_value_fils" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_fee_basis_points" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_rule_check" CHECK ("refunds"."rule" in ('btc', 'aed', 'binding'));