CREATE TABLE "price_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"metal" text,
	"product_id" integer,
	"target_fils" bigint NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"last_fired_at" timestamp with time zone,
	"unsubscribe_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_kind_check" CHECK ("price_alerts"."kind" in ('metal', 'product')),
	CONSTRAINT "price_alerts_subject_check" CHECK (("price_alerts"."kind" = 'metal' and "price_alerts"."metal" is not null and "price_alerts"."product_id" is null) or ("price_alerts"."kind" = 'product' and "price_alerts"."product_id" is not null and "price_alerts"."metal" is null)),
	CONSTRAINT "price_alerts_target_positive" CHECK ("price_alerts"."target_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_metal_metal_prices_metal_type_fk" FOREIGN KEY ("metal") REFERENCES "public"."metal_prices"("metal_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_metal_unique" ON "price_alerts" USING btree ("user_id","metal","target_fils") WHERE "price_alerts"."kind" = 'metal';--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_product_unique" ON "price_alerts" USING btree ("user_id","product_id","target_fils") WHERE "price_alerts"."kind" = 'product';--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_product_idx" ON "price_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_unsubscribe_token_unique" ON "price_alerts" USING btree ("unsubscribe_token_hash");