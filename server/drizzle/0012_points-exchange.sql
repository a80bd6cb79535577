CREATE SEQUENCE "public"."exchange_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "exchange_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"points_price" integer NOT NULL,
	"cash_price" bigint DEFAULT 0 NOT NULL,
	"quota_total" integer NOT NULL,
	"quota_remaining" integer NOT NULL,
	"per_customer_limit" integer,
	"per_order_limit" integer,
	"status" text DEFAULT 'OFF' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "exchange_item_status_known" CHECK ("exchange_item"."status" IN ('ON','OFF')),
	CONSTRAINT "exchange_item_prices_valid" CHECK ("exchange_item"."points_price" > 0 AND "exchange_item"."cash_price" >= 0),
	CONSTRAINT "exchange_item_quota_valid" CHECK ("exchange_item"."quota_total" >= 0 AND "exchange_item"."quota_remaining" >= 0 AND "exchange_item"."quota_remaining" <= "exchange_item"."quota_total"),
	CONSTRAINT "exchange_item_limits_positive" CHECK (("exchange_item"."per_customer_limit" IS NULL OR "exchange_item"."per_customer_limit" > 0) AND ("exchange_item"."per_order_limit" IS NULL OR "exchange_item"."per_order_limit" > 0)),
	CONSTRAINT "exchange_item_window_ordered" CHECK ("exchange_item"."ends_at" IS NULL OR "exchange_item"."starts_at" IS NULL OR "exchange_item"."ends_at" > "exchange_item"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "exchange_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exchange_no" text DEFAULT 'EX' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('exchange_no_seq'), 'FM00000000') NOT NULL,
	"customer_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"sku_id" integer,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"points_total" integer NOT NULL,
	"cash_total" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"receiver_name" text,
	"receiver_phone" text,
	"receiver_region" text,
	"receiver_city" text,
	"receiver_line" text,
	"receiver_postal_code" text,
	"note" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"idempotency_key" text,
	"request_hash" text,
	"placed_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_order_exchange_no_unique" UNIQUE("exchange_no"),
	CONSTRAINT "exchange_order_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "exchange_order_status_known" CHECK ("exchange_order"."status" IN ('PENDING_PAYMENT','TO_SHIP','SHIPPED','COMPLETED','CANCELLED')),
	CONSTRAINT "exchange_order_amounts_valid" CHECK ("exchange_order"."quantity" > 0 AND "exchange_order"."points_total" > 0 AND "exchange_order"."cash_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"biz_type" text NOT NULL,
	"biz_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"reverses_id" bigint,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "point_ledger_biz_type_known" CHECK ("point_ledger"."biz_type" IN ('ADMIN','ORDER_USE','ORDER_USE_RETURN','ORDER_EARN','ORDER_EARN_REVERSAL','EXPIRE','EXCHANGE','EXCHANGE_RETURN')),
	CONSTRAINT "point_ledger_balance_not_negative" CHECK ("point_ledger"."balance_after" >= 0),
	CONSTRAINT "point_ledger_moves" CHECK ("point_ledger"."delta" <> 0 OR "point_ledger"."shortfall" > 0),
	CONSTRAINT "point_ledger_shortfall_not_negative" CHECK ("point_ledger"."shortfall" >= 0),
	CONSTRAINT "point_ledger_sign" CHECK (("point_ledger"."biz_type" NOT IN ('ORDER_USE_RETURN','ORDER_EARN','EXCHANGE_RETURN') OR "point_ledger"."delta" > 0) AND ("point_ledger"."biz_type" NOT IN ('ORDER_USE','ORDER_EARN_REVERSAL','EXPIRE','EXCHANGE') OR "point_ledger"."delta" <= 0)),
	CONSTRAINT "point_ledger_reversal_names_original" CHECK (("point_ledger"."biz_type" IN ('ORDER_USE_RETURN','ORDER_EARN_REVERSAL','EXCHANGE_RETURN')) = ("point_ledger"."reverses_id" IS NOT NULL)),
	CONSTRAINT "point_ledger_admin_reason" CHECK (("point_ledger"."biz_type" = 'ADMIN') = ("point_ledger"."reason" IS NOT NULL) AND ("point_ledger"."reason" IS NULL OR "point_ledger"."reason" IN ('goodwill','correction','compensation','promotion','other')))
);
--> statement-breakpoint
ALTER TABLE "demo_load" DROP CONSTRAINT "demo_load_next_step_known";--> statement-breakpoint
ALTER TABLE "shop_order" DROP CONSTRAINT "shop_order_amounts_valid";--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "biz_type" text DEFAULT 'ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "exchange_order_id" integer;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "exchange_order_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "points_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "points_returned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "points_earn_reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_item" ADD CONSTRAINT "exchange_item_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_item" ADD CONSTRAINT "exchange_item_image_id_media_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_item" ADD CONSTRAINT "exchange_item_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_order" ADD CONSTRAINT "exchange_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_order" ADD CONSTRAINT "exchange_order_item_id_exchange_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."exchange_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_order" ADD CONSTRAINT "exchange_order_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_order" ADD CONSTRAINT "exchange_order_placed_by_staff_user_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_order" ADD CONSTRAINT "exchange_order_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_reverses_id_point_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_actor_id_staff_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_item_list_idx" ON "exchange_item" USING btree ("sort","id") WHERE "exchange_item"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "exchange_item_sku_idx" ON "exchange_item" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "exchange_order_status_placed_idx" ON "exchange_order" USING btree ("status","placed_at","id");--> statement-breakpoint
CREATE INDEX "exchange_order_placed_idx" ON "exchange_order" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "exchange_order_customer_item_idx" ON "exchange_order" USING btree ("customer_id","item_id");--> statement-breakpoint
CREATE INDEX "exchange_order_item_idx" ON "exchange_order" USING btree ("item_id","placed_at");--> statement-breakpoint
CREATE INDEX "exchange_order_no_prefix_idx" ON "exchange_order" USING btree ("exchange_no" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_event_key" ON "point_ledger" USING btree ("biz_type","biz_id","customer_id");--> statement-breakpoint
CREATE INDEX "point_ledger_customer_idx" ON "point_ledger" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "point_ledger_created_idx" ON "point_ledger" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "point_ledger_type_idx" ON "point_ledger" USING btree ("biz_type","created_at","id");--> statement-breakpoint
CREATE INDEX "point_ledger_reverses_idx" ON "point_ledger" USING btree ("reverses_id") WHERE "point_ledger"."reverses_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "point_ledger_actor_idx" ON "point_ledger" USING btree ("actor_id","created_at");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_exchange_order_id_exchange_order_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."exchange_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_exchange_order_id_exchange_order_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."exchange_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_success_per_exchange" ON "payment" USING btree ("exchange_order_id") WHERE "payment"."status" IN ('SUCCESS','PARTIALLY_REFUNDED','REFUNDED');--> statement-breakpoint
CREATE INDEX "payment_exchange_idx" ON "payment" USING btree ("exchange_order_id");--> statement-breakpoint
CREATE INDEX "payment_biz_created_idx" ON "payment" USING btree ("biz_type","created_at","id");--> statement-breakpoint
CREATE INDEX "refund_exchange_idx" ON "refund" USING btree ("exchange_order_id");--> statement-breakpoint
ALTER TABLE "demo_load" ADD CONSTRAINT "demo_load_next_step_known" CHECK ("demo_load"."next_step" IN ('customers','addresses','orders','lines','money','stock','totals','points','exchange','done'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_biz_type_known" CHECK ("payment"."biz_type" IN ('ORDER','EXCHANGE'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_biz_ref" CHECK (("payment"."biz_type" = 'ORDER') = ("payment"."order_id" IS NOT NULL) AND ("payment"."biz_type" = 'EXCHANGE') = ("payment"."exchange_order_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_biz_ref" CHECK (("refund"."order_id" IS NULL) <> ("refund"."exchange_order_id" IS NULL));--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_points_valid" CHECK ("shop_order"."points_used" >= 0 AND "shop_order"."points_returned" >= 0 AND "shop_order"."points_returned" <= "shop_order"."points_used" AND ("shop_order"."points_used" > 0 OR "shop_order"."points_discount" = 0) AND "shop_order"."points_earned" >= 0 AND "shop_order"."points_earn_reversed" >= 0 AND "shop_order"."points_earn_reversed" <= "shop_order"."points_earned");--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_amounts_valid" CHECK ("shop_order"."subtotal" >= 0 AND "shop_order"."shipping_fee" >= 0 AND "shop_order"."discount" >= 0 AND "shop_order"."points_discount" >= 0 AND "shop_order"."discount" + "shop_order"."points_discount" <= "shop_order"."subtotal" AND "shop_order"."total" = "shop_order"."subtotal" + "shop_order"."shipping_fee" - "shop_order"."discount" - "shop_order"."points_discount");--> statement-breakpoint
-- The points ledger is append-only like the stock ledger (domain.md §2.3): a correction or a
-- reversal is a new row, so the sum of a customer's rows always tells how the balance came to be.
CREATE FUNCTION point_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_ledger is append-only: write a reversing row instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER point_ledger_append_only BEFORE UPDATE OR DELETE ON point_ledger
  FOR EACH ROW EXECUTE FUNCTION point_ledger_refuse_change();
