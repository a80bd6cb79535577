ALTER TABLE "product_spu" ADD COLUMN "search_pinyin" text;--> statement-breakpoint
ALTER TABLE "product_spu" ADD COLUMN "search_initials" text;--> statement-breakpoint
CREATE INDEX "customer_name_prefix_idx" ON "customer" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_phone_prefix_idx" ON "customer" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_sku_code_prefix_idx" ON "product_sku" USING btree (lower("code") text_pattern_ops) WHERE "product_sku"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_spu_title_prefix_idx" ON "product_spu" USING btree (lower("title") text_pattern_ops) WHERE "product_spu"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_spu_pinyin_prefix_idx" ON "product_spu" USING btree ("search_pinyin" text_pattern_ops) WHERE "product_spu"."deleted_at" IS NULL AND "product_spu"."search_pinyin" <> '';--> statement-breakpoint
CREATE INDEX "product_spu_initials_prefix_idx" ON "product_spu" USING btree ("search_initials" text_pattern_ops) WHERE "product_spu"."deleted_at" IS NULL AND "product_spu"."search_initials" <> '';--> statement-breakpoint
CREATE INDEX "product_spu_pinyin_missing_idx" ON "product_spu" USING btree ("id") WHERE "product_spu"."search_pinyin" IS NULL;--> statement-breakpoint
CREATE INDEX "shop_order_no_prefix_idx" ON "shop_order" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
-- Issue 17: a customer's order count and last order cover the same orders, those not cancelled
-- (order/customer-totals.ts). Dates written under the old rule (a cancelled order left the count
-- but kept its date) are recomputed once from the orders.
UPDATE "customer" c SET "order_count" = t.orders, "last_order_at" = t.last
FROM (SELECT "customer_id", count(*) FILTER (WHERE "status" <> 'CANCELLED') AS orders,
             max("placed_at") FILTER (WHERE "status" <> 'CANCELLED') AS last
      FROM "shop_order" GROUP BY "customer_id") AS t
WHERE c."id" = t."customer_id" AND (c."order_count" <> t.orders OR c."last_order_at" IS DISTINCT FROM t.last);
