DROP INDEX "product_sku_available_idx";--> statement-breakpoint
ALTER TABLE "product_sku" ADD COLUMN "available" integer GENERATED ALWAYS AS (on_hand - reserved) STORED;--> statement-breakpoint
ALTER TABLE "product_sku" ADD COLUMN "threshold_gap" integer GENERATED ALWAYS AS (on_hand - reserved - low_stock_threshold) STORED;--> statement-breakpoint
CREATE INDEX "product_sku_threshold_gap_idx" ON "product_sku" USING btree ("threshold_gap","available") WHERE "product_sku"."deleted_at" IS NULL AND "product_sku"."threshold_gap" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_sku_available_idx" ON "product_sku" USING btree ("available","low_stock_threshold") WHERE "product_sku"."deleted_at" IS NULL;