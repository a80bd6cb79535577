CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_entry" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"value_type" text NOT NULL,
	"category" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_entry_key_word" CHECK ("config_entry"."key" ~ '^\w+$'),
	CONSTRAINT "config_entry_value_type_known" CHECK ("config_entry"."value_type" IN ('string','number','boolean','json','image'))
);
--> statement-breakpoint
CREATE TABLE "config_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"value_type" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_history_action_known" CHECK ("config_history"."action" IN ('create','update','revert','delete'))
);
--> statement-breakpoint
CREATE TABLE "main_page" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"image_id" integer,
	"link" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "main_page_single_row" CHECK ("main_page"."id" = 1),
	CONSTRAINT "main_page_window_ordered" CHECK ("main_page"."ends_at" IS NULL OR "main_page"."starts_at" IS NULL OR "main_page"."ends_at" > "main_page"."starts_at"),
	CONSTRAINT "main_page_enabled_has_image" CHECK (NOT "main_page"."enabled" OR "main_page"."image_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "media_asset" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_asset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_asset_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "media_asset_mime_known" CHECK ("media_asset"."mime" IN ('image/png','image/jpeg','image/webp','image/gif')),
	CONSTRAINT "media_asset_size_matches" CHECK ("media_asset"."size" = octet_length("media_asset"."bytes")),
	CONSTRAINT "media_asset_dimensions_positive" CHECK ("media_asset"."width" > 0 AND "media_asset"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_staff_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_entry" ADD CONSTRAINT "config_entry_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_history" ADD CONSTRAINT "config_history_changed_by_staff_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_page" ADD CONSTRAINT "main_page_image_id_media_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_page" ADD CONSTRAINT "main_page_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_asset" ADD CONSTRAINT "media_asset_uploaded_by_staff_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "config_entry_category_idx" ON "config_entry" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "config_history_key_version_key" ON "config_history" USING btree ("key","version");