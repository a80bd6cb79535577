CREATE TABLE "article" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"cover_id" integer,
	"summary" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"author_id" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"revision_count" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_slug_unique" UNIQUE("slug"),
	CONSTRAINT "article_status_known" CHECK ("article"."status" IN ('DRAFT','SCHEDULED','PUBLISHED','UNPUBLISHED')),
	CONSTRAINT "article_category_known" CHECK ("article"."category" IN ('STORY','GUIDE','NEWS','CARE','MAKER')),
	CONSTRAINT "article_slug_format" CHECK ("article"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "article_scheduled_when" CHECK ("article"."status" <> 'SCHEDULED' OR "article"."publish_at" IS NOT NULL),
	CONSTRAINT "article_published_when" CHECK ("article"."status" <> 'PUBLISHED' OR "article"."published_at" IS NOT NULL),
	CONSTRAINT "article_tags_max" CHECK (cardinality("article"."tags") <= 10),
	CONSTRAINT "article_products_max" CHECK (cardinality("article"."product_ids") <= 10)
);
--> statement-breakpoint
CREATE TABLE "article_revision" (
	"article_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"cover_id" integer,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] NOT NULL,
	"content_html" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"restored_from" integer,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_revision_article_id_revision_pk" PRIMARY KEY("article_id","revision"),
	CONSTRAINT "article_revision_positive" CHECK ("article_revision"."revision" > 0)
);
--> statement-breakpoint
CREATE TABLE "feed_comment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"author_type" text NOT NULL,
	"customer_id" integer,
	"staff_id" integer,
	"content" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"flagged_words" text[] DEFAULT '{}' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_comment_author_one" CHECK (("feed_comment"."author_type" = 'STAFF' AND "feed_comment"."staff_id" IS NOT NULL AND "feed_comment"."customer_id" IS NULL) OR ("feed_comment"."author_type" = 'CUSTOMER' AND "feed_comment"."customer_id" IS NOT NULL AND "feed_comment"."staff_id" IS NULL)),
	CONSTRAINT "feed_comment_status_known" CHECK ("feed_comment"."status" IN ('PENDING','PUBLISHED','SPAM','REMOVED'))
);
--> statement-breakpoint
CREATE TABLE "feed_post" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_type" text NOT NULL,
	"customer_id" integer,
	"staff_id" integer,
	"content" text NOT NULL,
	"image_ids" integer[] DEFAULT '{}' NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"flagged_words" text[] DEFAULT '{}' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"pending_comment_count" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_post_author_one" CHECK (("feed_post"."author_type" = 'STAFF' AND "feed_post"."staff_id" IS NOT NULL AND "feed_post"."customer_id" IS NULL) OR ("feed_post"."author_type" = 'CUSTOMER' AND "feed_post"."customer_id" IS NOT NULL AND "feed_post"."staff_id" IS NULL)),
	CONSTRAINT "feed_post_status_known" CHECK ("feed_post"."status" IN ('DRAFT','PENDING_REVIEW','PUBLISHED','REJECTED','HIDDEN','DELETED')),
	CONSTRAINT "feed_post_images_max" CHECK (cardinality("feed_post"."image_ids") <= 9),
	CONSTRAINT "feed_post_products_max" CHECK (cardinality("feed_post"."product_ids") <= 10),
	CONSTRAINT "feed_post_pinned_published" CHECK (NOT "feed_post"."pinned" OR "feed_post"."status" = 'PUBLISHED'),
	CONSTRAINT "feed_post_rejected_reason" CHECK ("feed_post"."status" <> 'REJECTED' OR "feed_post"."reject_reason" IS NOT NULL),
	CONSTRAINT "feed_post_counts_not_negative" CHECK ("feed_post"."comment_count" >= 0 AND "feed_post"."pending_comment_count" >= 0 AND "feed_post"."like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "demo_load" DROP CONSTRAINT "demo_load_next_step_known";--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_cover_id_media_asset_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_author_id_staff_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revision" ADD CONSTRAINT "article_revision_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revision" ADD CONSTRAINT "article_revision_cover_id_media_asset_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revision" ADD CONSTRAINT "article_revision_saved_by_staff_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment" ADD CONSTRAINT "feed_comment_post_id_feed_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment" ADD CONSTRAINT "feed_comment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment" ADD CONSTRAINT "feed_comment_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment" ADD CONSTRAINT "feed_comment_reviewed_by_staff_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post" ADD CONSTRAINT "feed_post_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post" ADD CONSTRAINT "feed_post_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post" ADD CONSTRAINT "feed_post_reviewed_by_staff_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post" ADD CONSTRAINT "feed_post_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_updated_idx" ON "article" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "article_status_updated_idx" ON "article" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "article_due_idx" ON "article" USING btree ("publish_at") WHERE "article"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "article_tags_idx" ON "article" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "article_products_idx" ON "article" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "feed_comment_status_created_idx" ON "feed_comment" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_comment_created_idx" ON "feed_comment" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feed_comment_post_idx" ON "feed_comment" USING btree ("post_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_post_status_created_idx" ON "feed_post" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_post_created_idx" ON "feed_post" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feed_post_customer_idx" ON "feed_post" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_post_staff_idx" ON "feed_post" USING btree ("staff_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_post_products_idx" ON "feed_post" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "feed_post_pinned_idx" ON "feed_post" USING btree ("created_at") WHERE "feed_post"."pinned";--> statement-breakpoint
CREATE INDEX "feed_post_flagged_idx" ON "feed_post" USING btree ("status","created_at","id") WHERE cardinality("feed_post"."flagged_words") > 0;--> statement-breakpoint
ALTER TABLE "demo_load" ADD CONSTRAINT "demo_load_next_step_known" CHECK ("demo_load"."next_step" IN ('customers','addresses','orders','lines','money','stock','totals','points','exchange','boxes','feeds','articles','done'));--> statement-breakpoint
-- A post's comment counts follow its comments in the same transaction, whoever writes them (the
-- services, a bulk moderation, the demo, the bench): published ones, and ones waiting for review.
CREATE FUNCTION feed_comment_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE feed_post SET
      comment_count = comment_count - (OLD.status = 'PUBLISHED')::int,
      pending_comment_count = pending_comment_count - (OLD.status = 'PENDING')::int
    WHERE id = OLD.post_id AND OLD.status IN ('PUBLISHED', 'PENDING');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE feed_post SET
      comment_count = comment_count + (NEW.status = 'PUBLISHED')::int,
      pending_comment_count = pending_comment_count + (NEW.status = 'PENDING')::int
    WHERE id = NEW.post_id AND NEW.status IN ('PUBLISHED', 'PENDING');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER feed_comment_counts AFTER INSERT OR DELETE OR UPDATE OF status, post_id ON feed_comment
  FOR EACH ROW EXECUTE FUNCTION feed_comment_counts();
--> statement-breakpoint
-- The editor's default grows with the catalogue (permissions.ts editorDefaultPermissions): the spec
-- gives feeds and articles to all three roles, moderation and publishing included.
INSERT INTO "role_permission" ("role", "permission") VALUES
  ('editor','feed.moderate'),
  ('editor','article.publish')
ON CONFLICT DO NOTHING;
