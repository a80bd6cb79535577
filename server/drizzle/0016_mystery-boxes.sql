CREATE SEQUENCE "public"."box_draw_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "box_draw" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_draw_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_no" text DEFAULT 'BX' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('box_draw_no_seq'), 'FM00000000') NOT NULL,
	"series_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"prize_title" text NOT NULL,
	"tier" text NOT NULL,
	"display_value" bigint NOT NULL,
	"odds_version" integer NOT NULL,
	"roll" integer NOT NULL,
	"pool_size" integer NOT NULL,
	"guarantee_applied" boolean DEFAULT false NOT NULL,
	"pay_method" text NOT NULL,
	"cash_amount" bigint DEFAULT 0 NOT NULL,
	"points_amount" integer DEFAULT 0 NOT NULL,
	"channel" text DEFAULT 'STAFF' NOT NULL,
	"fulfil_status" text DEFAULT 'TO_SHIP' NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_region" text NOT NULL,
	"receiver_city" text NOT NULL,
	"receiver_line" text NOT NULL,
	"receiver_postal_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	"drawn_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_draw_draw_no_unique" UNIQUE("draw_no"),
	CONSTRAINT "box_draw_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "box_draw_tier_known" CHECK ("box_draw"."tier" IN ('COMMON','RARE','HIDDEN')),
	CONSTRAINT "box_draw_fulfil_known" CHECK ("box_draw"."fulfil_status" IN ('TO_SHIP','SHIPPED','COMPLETED')),
	CONSTRAINT "box_draw_channel_known" CHECK ("box_draw"."channel" IN ('STAFF','STOREFRONT')),
	CONSTRAINT "box_draw_paid_once" CHECK (("box_draw"."pay_method" = 'CASH' AND "box_draw"."cash_amount" > 0 AND "box_draw"."points_amount" = 0) OR ("box_draw"."pay_method" = 'POINTS' AND "box_draw"."points_amount" > 0 AND "box_draw"."cash_amount" = 0)),
	CONSTRAINT "box_draw_roll_in_pool" CHECK ("box_draw"."roll" >= 0 AND "box_draw"."roll" < "box_draw"."pool_size"),
	CONSTRAINT "box_draw_odds_published" CHECK ("box_draw"."odds_version" > 0)
);
--> statement-breakpoint
CREATE TABLE "box_odds_snapshot" (
	"series_id" integer NOT NULL,
	"odds_version" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"tiers" jsonb NOT NULL,
	"cash_price" bigint,
	"points_price" integer,
	"guarantee_every" integer,
	"guarantee_min_tier" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "box_odds_snapshot_series_id_odds_version_pk" PRIMARY KEY("series_id","odds_version"),
	CONSTRAINT "box_odds_version_positive" CHECK ("box_odds_snapshot"."odds_version" > 0)
);
--> statement-breakpoint
CREATE TABLE "box_prize" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_prize_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"tier" text NOT NULL,
	"quantity_total" integer NOT NULL,
	"quantity_remaining" integer NOT NULL,
	"display_value" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "box_prize_tier_known" CHECK ("box_prize"."tier" IN ('COMMON','RARE','HIDDEN')),
	CONSTRAINT "box_prize_quantity_valid" CHECK ("box_prize"."quantity_total" > 0 AND "box_prize"."quantity_remaining" >= 0 AND "box_prize"."quantity_remaining" <= "box_prize"."quantity_total"),
	CONSTRAINT "box_prize_value_not_negative" CHECK ("box_prize"."display_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "box_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_id" integer,
	"cash_price" bigint,
	"points_price" integer,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"per_customer_daily_limit" integer,
	"guarantee_every" integer,
	"guarantee_min_tier" text,
	"minimum_age" integer,
	"odds_version" integer DEFAULT 0 NOT NULL,
	"odds_published_at" timestamp with time zone,
	"odds_changed" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_series_status_known" CHECK ("box_series"."status" IN ('DRAFT','ON_SALE','PAUSED','SOLD_OUT','ENDED')),
	CONSTRAINT "box_series_priced" CHECK (("box_series"."cash_price" IS NOT NULL OR "box_series"."points_price" IS NOT NULL) AND coalesce("box_series"."cash_price", 1) > 0 AND coalesce("box_series"."points_price", 1) > 0),
	CONSTRAINT "box_series_guarantee_whole" CHECK (("box_series"."guarantee_every" IS NULL) = ("box_series"."guarantee_min_tier" IS NULL) AND coalesce("box_series"."guarantee_every", 2) >= 2 AND coalesce("box_series"."guarantee_min_tier", 'RARE') IN ('RARE','HIDDEN')),
	CONSTRAINT "box_series_limit_positive" CHECK (coalesce("box_series"."per_customer_daily_limit", 1) > 0),
	CONSTRAINT "box_series_window_ordered" CHECK ("box_series"."ends_at" IS NULL OR "box_series"."starts_at" IS NULL OR "box_series"."ends_at" > "box_series"."starts_at"),
	CONSTRAINT "box_series_published_before_sale" CHECK ("box_series"."status" = 'DRAFT' OR "box_series"."odds_version" > 0)
);
--> statement-breakpoint
ALTER TABLE "demo_load" DROP CONSTRAINT "demo_load_next_step_known";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_biz_type_known";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_biz_ref";--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_biz_type_known";--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_sign";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "box_draw_id" integer;--> statement-breakpoint
ALTER TABLE "box_draw" ADD CONSTRAINT "box_draw_series_id_box_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."box_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draw" ADD CONSTRAINT "box_draw_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draw" ADD CONSTRAINT "box_draw_prize_id_box_prize_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."box_prize"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draw" ADD CONSTRAINT "box_draw_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draw" ADD CONSTRAINT "box_draw_drawn_by_staff_user_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draw" ADD CONSTRAINT "box_draw_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_odds_snapshot" ADD CONSTRAINT "box_odds_snapshot_series_id_box_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."box_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_odds_snapshot" ADD CONSTRAINT "box_odds_snapshot_published_by_staff_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_prize" ADD CONSTRAINT "box_prize_series_id_box_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."box_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_prize" ADD CONSTRAINT "box_prize_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_series" ADD CONSTRAINT "box_series_cover_id_media_asset_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_series" ADD CONSTRAINT "box_series_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_draw_drawn_idx" ON "box_draw" USING btree ("drawn_at","id");--> statement-breakpoint
CREATE INDEX "box_draw_status_drawn_idx" ON "box_draw" USING btree ("fulfil_status","drawn_at","id");--> statement-breakpoint
CREATE INDEX "box_draw_series_drawn_idx" ON "box_draw" USING btree ("series_id","drawn_at","id");--> statement-breakpoint
CREATE INDEX "box_draw_series_customer_idx" ON "box_draw" USING btree ("series_id","customer_id","id");--> statement-breakpoint
CREATE INDEX "box_draw_customer_idx" ON "box_draw" USING btree ("customer_id","drawn_at");--> statement-breakpoint
CREATE INDEX "box_draw_prize_idx" ON "box_draw" USING btree ("prize_id","odds_version");--> statement-breakpoint
CREATE INDEX "box_draw_no_prefix_idx" ON "box_draw" USING btree ("draw_no" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "box_prize_series_sku_key" ON "box_prize" USING btree ("series_id","sku_id");--> statement-breakpoint
CREATE INDEX "box_prize_sku_idx" ON "box_prize" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "box_series_updated_idx" ON "box_series" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "box_series_status_idx" ON "box_series" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_box_draw_id_box_draw_id_fk" FOREIGN KEY ("box_draw_id") REFERENCES "public"."box_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_per_box_draw" ON "payment" USING btree ("box_draw_id");--> statement-breakpoint
ALTER TABLE "demo_load" ADD CONSTRAINT "demo_load_next_step_known" CHECK ("demo_load"."next_step" IN ('customers','addresses','orders','lines','money','stock','totals','points','exchange','boxes','done'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_biz_type_known" CHECK ("payment"."biz_type" IN ('ORDER','EXCHANGE','BOX'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_biz_ref" CHECK (("payment"."biz_type" = 'ORDER') = ("payment"."order_id" IS NOT NULL) AND ("payment"."biz_type" = 'EXCHANGE') = ("payment"."exchange_order_id" IS NOT NULL) AND ("payment"."biz_type" = 'BOX') = ("payment"."box_draw_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_biz_type_known" CHECK ("point_ledger"."biz_type" IN ('ADMIN','ORDER_USE','ORDER_USE_RETURN','ORDER_EARN','ORDER_EARN_REVERSAL','EXPIRE','EXCHANGE','EXCHANGE_RETURN','BOX'));--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_sign" CHECK (("point_ledger"."biz_type" NOT IN ('ORDER_USE_RETURN','ORDER_EARN','EXCHANGE_RETURN') OR "point_ledger"."delta" > 0) AND ("point_ledger"."biz_type" NOT IN ('ORDER_USE','ORDER_EARN_REVERSAL','EXPIRE','EXCHANGE','BOX') OR "point_ledger"."delta" <= 0));--> statement-breakpoint
-- The odds snapshots are the disclosure record (SAMR guideline, June 2023; domain.md 1.8): what a
-- customer was told before buying is never changed afterwards, only followed by a new version.
CREATE FUNCTION box_odds_snapshot_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'box_odds_snapshot is immutable: publish a new odds version instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER box_odds_snapshot_immutable BEFORE UPDATE OR DELETE ON box_odds_snapshot
  FOR EACH ROW EXECUTE FUNCTION box_odds_snapshot_refuse_change();
--> statement-breakpoint
-- The editor's default grows with the catalogue (permissions.ts editorDefaultPermissions): the
-- built-in editor row gets the box actions; custom roles are left as their owners saved them.
INSERT INTO "role_permission" ("role", "permission") VALUES
  ('editor','box.publish'),
  ('editor','box.export')
ON CONFLICT DO NOTHING;
