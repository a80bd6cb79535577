CREATE SEQUENCE "public"."after_sale_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."pay_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."refund_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "after_sale" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"after_sale_no" text DEFAULT 'AS' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('after_sale_no_seq'), 'FM00000000') NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"reject_reason" text,
	"restocked" boolean DEFAULT false NOT NULL,
	"handled_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_after_sale_no_unique" UNIQUE("after_sale_no"),
	CONSTRAINT "after_sale_type_known" CHECK ("after_sale"."type" IN ('REFUND_ONLY','RETURN_REFUND')),
	CONSTRAINT "after_sale_status_known" CHECK ("after_sale"."status" IN ('REQUESTED','APPROVED','RECEIVED','REFUNDED','REJECTED','CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"gender" text DEFAULT 'UNKNOWN' NOT NULL,
	"birthday" text,
	"source" text DEFAULT 'STAFF' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"total_spent" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_status_known" CHECK ("customer"."status" IN ('ACTIVE','DISABLED')),
	CONSTRAINT "customer_gender_known" CHECK ("customer"."gender" IN ('UNKNOWN','FEMALE','MALE','OTHER')),
	CONSTRAINT "customer_source_known" CHECK ("customer"."source" IN ('STAFF','STOREFRONT')),
	CONSTRAINT "customer_points_not_negative" CHECK ("customer"."points_balance" >= 0),
	CONSTRAINT "customer_totals_not_negative" CHECK ("customer"."total_spent" >= 0 AND "customer"."order_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_address" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"phone" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"line" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"sku_code" text NOT NULL,
	"option_values" text[] NOT NULL,
	"image_id" integer,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" bigint NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_quantity_positive" CHECK ("order_line"."quantity" > 0),
	CONSTRAINT "order_line_refunded_within_quantity" CHECK ("order_line"."refunded_quantity" >= 0 AND "order_line"."refunded_quantity" <= "order_line"."quantity"),
	CONSTRAINT "order_line_total_valid" CHECK ("order_line"."unit_price" >= 0 AND "order_line"."line_total" = "order_line"."unit_price" * "order_line"."quantity")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pay_no" text DEFAULT 'PY' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('pay_no_seq'), 'FM00000000') NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"note" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_pay_no_unique" UNIQUE("pay_no"),
	CONSTRAINT "payment_channel_known" CHECK ("payment"."channel" IN ('CASH','BANK_TRANSFER','CARD_TERMINAL','CARD','WALLET')),
	CONSTRAINT "payment_kind_known" CHECK ("payment"."kind" IN ('OFFLINE','ONLINE')),
	CONSTRAINT "payment_status_known" CHECK ("payment"."status" IN ('WAITING','SUCCESS','CLOSED','PARTIALLY_REFUNDED','REFUNDED')),
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount" > 0),
	CONSTRAINT "payment_refunded_within_amount" CHECK ("payment"."refunded_amount" >= 0 AND "payment"."refunded_amount" <= "payment"."amount")
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_no" text DEFAULT 'RF' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('refund_no_seq'), 'FM00000000') NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"after_sale_id" integer,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"amount" bigint NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refund_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refund_status_known" CHECK ("refund"."status" IN ('PENDING','SUCCESS','FAILED')),
	CONSTRAINT "refund_amount_positive" CHECK ("refund"."amount" > 0 AND "refund"."shipping" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text DEFAULT 'SO' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('order_no_seq'), 'FM00000000') NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"refund_status" text DEFAULT 'NONE' NOT NULL,
	"has_open_after_sale" boolean DEFAULT false NOT NULL,
	"channel" text DEFAULT 'STAFF' NOT NULL,
	"item_count" integer NOT NULL,
	"subtotal" bigint NOT NULL,
	"shipping_fee" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_shipping" bigint DEFAULT 0 NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_region" text DEFAULT '' NOT NULL,
	"receiver_city" text NOT NULL,
	"receiver_line" text NOT NULL,
	"receiver_postal_code" text DEFAULT '' NOT NULL,
	"buyer_note" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"auto_close_at" timestamp with time zone,
	"idempotency_key" text,
	"placed_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "shop_order_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "shop_order_status_known" CHECK ("shop_order"."status" IN ('PENDING_PAYMENT','PAID','SHIPPED','COMPLETED','CANCELLED')),
	CONSTRAINT "shop_order_refund_status_known" CHECK ("shop_order"."refund_status" IN ('NONE','PARTIAL','FULL')),
	CONSTRAINT "shop_order_channel_known" CHECK ("shop_order"."channel" IN ('STAFF','STOREFRONT')),
	CONSTRAINT "shop_order_amounts_valid" CHECK ("shop_order"."subtotal" >= 0 AND "shop_order"."shipping_fee" >= 0 AND "shop_order"."discount" >= 0 AND "shop_order"."discount" <= "shop_order"."subtotal" AND "shop_order"."total" = "shop_order"."subtotal" + "shop_order"."shipping_fee" - "shop_order"."discount"),
	CONSTRAINT "shop_order_paid_within_total" CHECK ("shop_order"."paid_amount" >= 0 AND "shop_order"."paid_amount" <= "shop_order"."total"),
	CONSTRAINT "shop_order_refunded_within_paid" CHECK ("shop_order"."refunded_amount" >= 0 AND "shop_order"."refunded_amount" <= "shop_order"."paid_amount"),
	CONSTRAINT "shop_order_refunded_shipping_within_fee" CHECK ("shop_order"."refunded_shipping" >= 0 AND "shop_order"."refunded_shipping" <= "shop_order"."shipping_fee")
);
--> statement-breakpoint
ALTER TABLE "after_sale" ADD CONSTRAINT "after_sale_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale" ADD CONSTRAINT "after_sale_handled_by_staff_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_actor_id_staff_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_spu_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_spu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_image_id_media_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_recorded_by_staff_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_after_sale_id_after_sale_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_created_by_staff_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_placed_by_staff_user_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_order_idx" ON "after_sale" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_phone_key" ON "customer" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customer_created_idx" ON "customer" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_spent_idx" ON "customer" USING btree ("total_spent","id");--> statement-breakpoint
CREATE INDEX "customer_order_count_idx" ON "customer" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "customer_last_order_idx" ON "customer" USING btree ("last_order_at","id");--> statement-breakpoint
CREATE INDEX "customer_address_customer_idx" ON "customer_address" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_address_one_default" ON "customer_address" USING btree ("customer_id") WHERE "customer_address"."is_default";--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_sku_idx" ON "order_line" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_success_per_order" ON "payment" USING btree ("order_id") WHERE "payment"."status" IN ('SUCCESS','PARTIALLY_REFUNDED','REFUNDED');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channel_reference_key" ON "payment" USING btree ("channel","reference");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_customer_idx" ON "payment" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_created_idx" ON "payment" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refund_payment_idx" ON "refund" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_created_idx" ON "refund" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shop_order_status_placed_idx" ON "shop_order" USING btree ("status","placed_at","id");--> statement-breakpoint
CREATE INDEX "shop_order_placed_idx" ON "shop_order" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "shop_order_counts_idx" ON "shop_order" USING btree ("placed_at","status","has_open_after_sale");--> statement-breakpoint
CREATE INDEX "shop_order_customer_idx" ON "shop_order" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "shop_order_after_sale_idx" ON "shop_order" USING btree ("placed_at") WHERE "shop_order"."has_open_after_sale";--> statement-breakpoint
CREATE INDEX "shop_order_receiver_phone_idx" ON "shop_order" USING btree ("receiver_phone");--> statement-breakpoint
CREATE INDEX "shop_order_auto_close_idx" ON "shop_order" USING btree ("auto_close_at") WHERE "shop_order"."status" = 'PENDING_PAYMENT';--> statement-breakpoint
CREATE INDEX "shop_order_shipped_idx" ON "shop_order" USING btree ("shipped_at") WHERE "shop_order"."status" = 'SHIPPED';--> statement-breakpoint
-- The tag filter compares tags without case; an IMMUTABLE function lets a GIN index answer it.
CREATE FUNCTION lower_tags(text[]) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(t)), '{}') FROM unnest($1) AS t $$;
--> statement-breakpoint
CREATE INDEX customer_tags_lower_idx ON customer USING gin (lower_tags(tags));
--> statement-breakpoint
-- The order timeline is append-only like the stock ledger: what happened stays as it was written.
CREATE FUNCTION order_event_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_event is append-only: write a new event instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_event_append_only BEFORE UPDATE OR DELETE ON order_event
  FOR EACH ROW EXECUTE FUNCTION order_event_refuse_change();
