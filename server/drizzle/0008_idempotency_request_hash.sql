ALTER TABLE "refund" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD COLUMN "request_hash" text;