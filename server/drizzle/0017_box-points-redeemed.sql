-- Points spent on mystery box draws (issue 21) are redeemed points, as order and exchange spends are:
-- the dashboard's "points redeemed" = ORDER_USE + EXCHANGE + BOX − what was given back.
CREATE OR REPLACE FUNCTION rollup_points_redeemed(biz_type text, delta integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN biz_type IN ('ORDER_USE', 'EXCHANGE', 'BOX', 'ORDER_USE_RETURN', 'EXCHANGE_RETURN') THEN -delta ELSE 0 END;
--> statement-breakpoint
-- BOX rows written before this migration were rolled up as redeeming nothing: add what they redeemed
-- as deltas (read from point_ledger_type_idx), so the rollups equal point_hour_raw again.
INSERT INTO point_hour_delta (hour, issued, redeemed)
  SELECT rollup_hour(created_at), 0, sum(-delta) FROM point_ledger WHERE biz_type = 'BOX' GROUP BY 1 HAVING sum(delta) <> 0;
