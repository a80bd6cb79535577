-- The record list at a million draws (issue 21, `npm run bench -- boxes`): a box's tabs, a customer's (and a
-- search's) tabs, the rare tiers, the guarantee's few draws and the shown-value sort each read an index.
DROP INDEX "box_draw_customer_idx";--> statement-breakpoint
CREATE INDEX "box_draw_series_status_idx" ON "box_draw" USING btree ("series_id","fulfil_status","drawn_at","id");--> statement-breakpoint
CREATE INDEX "box_draw_rare_tier_idx" ON "box_draw" USING btree ("tier","fulfil_status","drawn_at","id") WHERE "box_draw"."tier" <> 'COMMON';--> statement-breakpoint
CREATE INDEX "box_draw_guarantee_idx" ON "box_draw" USING btree ("series_id","drawn_at","id","fulfil_status","odds_version") WHERE "box_draw"."guarantee_applied";--> statement-breakpoint
CREATE INDEX "box_draw_value_idx" ON "box_draw" USING btree ("display_value","id");--> statement-breakpoint
CREATE INDEX "box_draw_customer_idx" ON "box_draw" USING btree ("customer_id","fulfil_status","drawn_at","id");