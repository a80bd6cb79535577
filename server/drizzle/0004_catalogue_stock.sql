CREATE TABLE "product_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_category_not_own_parent" CHECK ("product_category"."parent_id" IS NULL OR "product_category"."parent_id" <> "product_category"."id")
);
--> statement-breakpoint
CREATE TABLE "product_option" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spu_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sku" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_sku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spu_id" integer NOT NULL,
	"code" text NOT NULL,
	"option_values" text[] NOT NULL,
	"price" bigint NOT NULL,
	"compare_at_price" bigint,
	"cost" bigint,
	"weight_g" integer,
	"image_id" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_sku_on_hand_not_negative" CHECK ("product_sku"."on_hand" >= 0),
	CONSTRAINT "product_sku_reserved_within_on_hand" CHECK ("product_sku"."reserved" >= 0 AND "product_sku"."reserved" <= "product_sku"."on_hand"),
	CONSTRAINT "product_sku_status_known" CHECK ("product_sku"."status" IN ('ACTIVE','INACTIVE')),
	CONSTRAINT "product_sku_prices_not_negative" CHECK ("product_sku"."price" >= 0 AND coalesce("product_sku"."compare_at_price", 0) >= 0 AND coalesce("product_sku"."cost", 0) >= 0),
	CONSTRAINT "product_sku_threshold_not_negative" CHECK (coalesce("product_sku"."low_stock_threshold", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_spu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_spu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"description_html" text DEFAULT '' NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_spu_status_known" CHECK ("product_spu"."status" IN ('DRAFT','ON_SALE','OFF_SALE','ARCHIVED'))
);
--> statement-breakpoint
CREATE TABLE "stock_movement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"type" text NOT NULL,
	"reason" text,
	"delta_on_hand" integer NOT NULL,
	"delta_reserved" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"reserved_after" integer NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movement_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "stock_movement_type_known" CHECK ("stock_movement"."type" IN ('ADJUSTMENT','RESERVE','RELEASE','SALE','RESTOCK')),
	CONSTRAINT "stock_movement_reason_known" CHECK ("stock_movement"."reason" IS NULL OR "stock_movement"."reason" IN ('received','correction','cycle_count','damaged','shrinkage','returned','other')),
	CONSTRAINT "stock_movement_adjustment_has_reason" CHECK ("stock_movement"."type" <> 'ADJUSTMENT' OR "stock_movement"."reason" IS NOT NULL),
	CONSTRAINT "stock_movement_moves" CHECK ("stock_movement"."delta_on_hand" <> 0 OR "stock_movement"."delta_reserved" <> 0),
	CONSTRAINT "stock_movement_balances_valid" CHECK ("stock_movement"."on_hand_after" >= 0 AND "stock_movement"."reserved_after" >= 0 AND "stock_movement"."reserved_after" <= "stock_movement"."on_hand_after")
);
--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_parent_id_product_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_spu_id_product_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."product_spu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_spu_id_product_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."product_spu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_image_id_media_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spu" ADD CONSTRAINT "product_spu_category_id_product_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spu" ADD CONSTRAINT "product_spu_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_actor_id_staff_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_category_parent_name_key" ON "product_category" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_spu_position_key" ON "product_option" USING btree ("spu_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_code_live_key" ON "product_sku" USING btree (lower("code")) WHERE "product_sku"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_sku_spu_idx" ON "product_sku" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "product_sku_available_idx" ON "product_sku" USING btree (("on_hand" - "reserved")) WHERE "product_sku"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_spu_category_idx" ON "product_spu" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_spu_updated_idx" ON "product_spu" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "stock_movement_sku_idx" ON "stock_movement" USING btree ("sku_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movement_created_idx" ON "stock_movement" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movement_actor_idx" ON "stock_movement" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movement_ref_idx" ON "stock_movement" USING btree ("ref_type","ref_id");