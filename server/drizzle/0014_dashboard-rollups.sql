CREATE TABLE "customer_hour" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"created" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_hour_delta" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_hour_delta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hour" timestamp with time zone NOT NULL,
	"created" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"refunding" boolean NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_day_status_refunding_pk" PRIMARY KEY("day","status","refunding")
);
--> statement-breakpoint
CREATE TABLE "order_day_delta" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_day_delta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"status" text NOT NULL,
	"refunding" boolean NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_hour" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"issued" bigint DEFAULT 0 NOT NULL,
	"redeemed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_hour_delta" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_hour_delta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hour" timestamp with time zone NOT NULL,
	"issued" bigint DEFAULT 0 NOT NULL,
	"redeemed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_day" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_day_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_day_delta" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_day_delta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_hour" (
	"hour" timestamp with time zone NOT NULL,
	"biz_type" text NOT NULL,
	"channel" text NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_hour_hour_biz_type_channel_pk" PRIMARY KEY("hour","biz_type","channel")
);
--> statement-breakpoint
CREATE TABLE "sales_hour_delta" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_hour_delta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hour" timestamp with time zone NOT NULL,
	"biz_type" text NOT NULL,
	"channel" text NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_hour_delta_hour_idx" ON "customer_hour_delta" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "order_day_delta_day_idx" ON "order_day_delta" USING btree ("day");--> statement-breakpoint
CREATE INDEX "point_hour_delta_hour_idx" ON "point_hour_delta" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "product_day_delta_day_idx" ON "product_day_delta" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_hour_delta_hour_idx" ON "sales_hour_delta" USING btree ("hour");--> statement-breakpoint
-- The dashboard's rollups (ADR 0011). Buckets in UTC whatever the session's time zone.
CREATE FUNCTION rollup_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE
  RETURN date_trunc('hour', at, 'UTC');
--> statement-breakpoint
CREATE FUNCTION rollup_day(at timestamptz) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (at AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
-- A payment counts once it succeeded, whatever was refunded of it since.
CREATE FUNCTION rollup_payment_counts(status text, paid_at timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN paid_at IS NOT NULL AND status IN ('SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED');
--> statement-breakpoint
-- Points granted, less the earnings refunds took back; points spent on orders and exchanges, less
-- those given back. Expiry and staff deductions are neither.
CREATE FUNCTION rollup_points_issued(biz_type text, delta integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN biz_type IN ('ORDER_EARN', 'ORDER_EARN_REVERSAL') OR (biz_type = 'ADMIN' AND delta > 0) THEN delta ELSE 0 END;
--> statement-breakpoint
CREATE FUNCTION rollup_points_redeemed(biz_type text, delta integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN biz_type IN ('ORDER_USE', 'EXCHANGE', 'ORDER_USE_RETURN', 'EXCHANGE_RETURN') THEN -delta ELSE 0 END;
--> statement-breakpoint
-- What readers read: the folded rows and the deltas not folded yet, to be summed over a range.
CREATE VIEW sales_hour_all AS
  SELECT hour, biz_type, channel, paid_count, paid_amount, refund_count, refund_amount FROM sales_hour
  UNION ALL
  SELECT hour, biz_type, channel, paid_count, paid_amount, refund_count, refund_amount FROM sales_hour_delta;
--> statement-breakpoint
CREATE VIEW customer_hour_all AS
  SELECT hour, created FROM customer_hour UNION ALL SELECT hour, created FROM customer_hour_delta;
--> statement-breakpoint
CREATE VIEW point_hour_all AS
  SELECT hour, issued, redeemed FROM point_hour UNION ALL SELECT hour, issued, redeemed FROM point_hour_delta;
--> statement-breakpoint
CREATE VIEW product_day_all AS
  SELECT day, product_id, units, revenue FROM product_day
  UNION ALL
  SELECT day, product_id, units, revenue FROM product_day_delta;
--> statement-breakpoint
CREATE VIEW order_day_all AS
  SELECT day, status, refunding, orders FROM order_day UNION ALL SELECT day, status, refunding, orders FROM order_day_delta;
--> statement-breakpoint
-- The same figures counted from the raw tables: the rebuild's source and the reconciler's truth.
CREATE VIEW sales_hour_raw AS
  SELECT hour, biz_type, channel, sum(paid_count)::int AS paid_count, sum(paid_amount)::bigint AS paid_amount,
         sum(refund_count)::int AS refund_count, sum(refund_amount)::bigint AS refund_amount
  FROM (
    SELECT rollup_hour(paid_at) AS hour, biz_type, channel, 1 AS paid_count, amount AS paid_amount, 0 AS refund_count, 0::bigint AS refund_amount
    FROM payment WHERE rollup_payment_counts(status, paid_at)
    UNION ALL
    SELECT rollup_hour(r.created_at), p.biz_type, p.channel, 0, 0, 1, r.amount
    FROM refund r JOIN payment p ON p.id = r.payment_id WHERE r.status = 'SUCCESS'
  ) s GROUP BY hour, biz_type, channel;
--> statement-breakpoint
CREATE VIEW customer_hour_raw AS
  SELECT rollup_hour(created_at) AS hour, count(*)::int AS created FROM customer GROUP BY 1;
--> statement-breakpoint
CREATE VIEW point_hour_raw AS
  SELECT rollup_hour(created_at) AS hour, sum(rollup_points_issued(biz_type, delta))::bigint AS issued,
         sum(rollup_points_redeemed(biz_type, delta))::bigint AS redeemed
  FROM point_ledger GROUP BY 1 HAVING sum(rollup_points_issued(biz_type, delta)) <> 0 OR sum(rollup_points_redeemed(biz_type, delta)) <> 0;
--> statement-breakpoint
CREATE VIEW product_day_raw AS
  SELECT rollup_day(o.paid_at) AS day, l.product_id, sum(l.quantity - l.refunded_quantity)::int AS units,
         sum(l.unit_price * (l.quantity - l.refunded_quantity))::bigint AS revenue
  FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.paid_at IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
CREATE VIEW order_day_raw AS
  SELECT rollup_day(placed_at) AS day, status, has_open_after_sale AS refunding, count(*)::int AS orders
  FROM shop_order GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Recomputes every rollup from the raw tables (the backfill below, the reconciler's repair, the
-- bulk loaders). TRUNCATE waits for the writers whose deltas are not committed yet, and the inserts
-- read after them; writers that come later wait for the rebuild and append their deltas after it.
CREATE FUNCTION rebuild_dashboard_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE sales_hour, sales_hour_delta, customer_hour, customer_hour_delta, point_hour, point_hour_delta,
    product_day, product_day_delta, order_day, order_day_delta;
  INSERT INTO sales_hour SELECT * FROM sales_hour_raw;
  INSERT INTO customer_hour SELECT * FROM customer_hour_raw;
  INSERT INTO point_hour SELECT * FROM point_hour_raw;
  INSERT INTO product_day SELECT * FROM product_day_raw;
  INSERT INTO order_day SELECT * FROM order_day_raw;
END $$;
--> statement-breakpoint
-- The triggers: one statement-level trigger per event, so a bulk statement costs one aggregate.
-- INSERT and DELETE triggers name their rows `changed` (signed +1 / -1), UPDATE triggers add the
-- rows as they were (`before_rows`, -1): an update that moved no bucket and no value sums to zero
-- and appends nothing. Deltas are only appended: no row anyone else waits for.
CREATE FUNCTION rollup_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_hour_delta (hour, biz_type, channel, paid_count, paid_amount)
    SELECT hour, biz_type, channel, sum(n), sum(amount) FROM (
      SELECT rollup_hour(paid_at) AS hour, biz_type, channel, 1 AS n, amount FROM changed WHERE rollup_payment_counts(status, paid_at)
      UNION ALL
      SELECT rollup_hour(paid_at), biz_type, channel, -1, -amount FROM before_rows WHERE rollup_payment_counts(status, paid_at)
    ) s GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(amount) <> 0;
  ELSE
    INSERT INTO sales_hour_delta (hour, biz_type, channel, paid_count, paid_amount)
    SELECT rollup_hour(paid_at), biz_type, channel, sign * count(*), sign * sum(amount)
    FROM changed WHERE rollup_payment_counts(status, paid_at) GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_hour_delta (hour, biz_type, channel, refund_count, refund_amount)
    SELECT s.hour, p.biz_type, p.channel, sum(s.n), sum(s.amount) FROM (
      SELECT rollup_hour(created_at) AS hour, payment_id, 1 AS n, amount FROM changed WHERE status = 'SUCCESS'
      UNION ALL
      SELECT rollup_hour(created_at), payment_id, -1, -amount FROM before_rows WHERE status = 'SUCCESS'
    ) s JOIN payment p ON p.id = s.payment_id GROUP BY 1, 2, 3 HAVING sum(s.n) <> 0 OR sum(s.amount) <> 0;
  ELSE
    INSERT INTO sales_hour_delta (hour, biz_type, channel, refund_count, refund_amount)
    SELECT rollup_hour(r.created_at), p.biz_type, p.channel, sign * count(*), sign * sum(r.amount)
    FROM changed r JOIN payment p ON p.id = r.payment_id WHERE r.status = 'SUCCESS' GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_customer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO customer_hour_delta (hour, created)
    SELECT hour, sum(n) FROM (
      SELECT rollup_hour(created_at) AS hour, 1 AS n FROM changed
      UNION ALL
      SELECT rollup_hour(created_at), -1 FROM before_rows
    ) s GROUP BY 1 HAVING sum(n) <> 0;
  ELSE
    INSERT INTO customer_hour_delta (hour, created)
    SELECT rollup_hour(created_at), sign * count(*) FROM changed GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The ledger is append-only (migration 0012 refuses UPDATE and DELETE): inserts are all there is.
CREATE FUNCTION rollup_point_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO point_hour_delta (hour, issued, redeemed)
  SELECT hour, issued, redeemed FROM (
    SELECT rollup_hour(created_at) AS hour, sum(rollup_points_issued(biz_type, delta)) AS issued,
           sum(rollup_points_redeemed(biz_type, delta)) AS redeemed
    FROM changed GROUP BY 1
  ) s WHERE issued <> 0 OR redeemed <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order moves its tab count; a paid order's lines move to another day when paid_at changes (the
-- lines themselves are followed by rollup_order_line).
CREATE FUNCTION rollup_shop_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO order_day_delta (day, status, refunding, orders)
    SELECT day, status, refunding, sum(n) FROM (
      SELECT rollup_day(placed_at) AS day, status, has_open_after_sale AS refunding, 1 AS n FROM changed
      UNION ALL
      SELECT rollup_day(placed_at), status, has_open_after_sale, -1 FROM before_rows
    ) s GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
    INSERT INTO product_day_delta (day, product_id, units, revenue)
    SELECT day, product_id, sum(units), sum(revenue) FROM (
      SELECT rollup_day(CASE WHEN side = 1 THEN a.paid_at ELSE b.paid_at END) AS day, l.product_id,
             side * (l.quantity - l.refunded_quantity) AS units,
             side * l.unit_price * (l.quantity - l.refunded_quantity) AS revenue
      FROM changed a JOIN before_rows b ON b.id = a.id AND a.paid_at IS DISTINCT FROM b.paid_at
      CROSS JOIN (VALUES (1), (-1)) AS sides(side)
      JOIN order_line l ON l.order_id = a.id
      WHERE (CASE WHEN side = 1 THEN a.paid_at ELSE b.paid_at END) IS NOT NULL
    ) s GROUP BY 1, 2 HAVING sum(units) <> 0 OR sum(revenue) <> 0;
  ELSE
    -- A new order has no lines yet, and a deleted one none left (their foreign key).
    INSERT INTO order_day_delta (day, status, refunding, orders)
    SELECT rollup_day(placed_at), status, has_open_after_sale, sign * count(*) FROM changed GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_order_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO product_day_delta (day, product_id, units, revenue)
    SELECT rollup_day(o.paid_at), s.product_id, sum(s.units), sum(s.revenue) FROM (
      SELECT order_id, product_id, quantity - refunded_quantity AS units, unit_price * (quantity - refunded_quantity) AS revenue FROM changed
      UNION ALL
      SELECT order_id, product_id, -(quantity - refunded_quantity), -unit_price * (quantity - refunded_quantity) FROM before_rows
    ) s JOIN shop_order o ON o.id = s.order_id WHERE o.paid_at IS NOT NULL
    GROUP BY 1, 2 HAVING sum(s.units) <> 0 OR sum(s.revenue) <> 0;
  ELSE
    INSERT INTO product_day_delta (day, product_id, units, revenue)
    SELECT rollup_day(o.paid_at), l.product_id, sign * sum(l.quantity - l.refunded_quantity),
           sign * sum(l.unit_price * (l.quantity - l.refunded_quantity))
    FROM changed l JOIN shop_order o ON o.id = l.order_id WHERE o.paid_at IS NOT NULL GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_rollup_insert AFTER INSERT ON payment REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_payment();
--> statement-breakpoint
CREATE TRIGGER payment_rollup_update AFTER UPDATE ON payment REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_payment();
--> statement-breakpoint
CREATE TRIGGER payment_rollup_delete AFTER DELETE ON payment REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_payment();
--> statement-breakpoint
CREATE TRIGGER refund_rollup_insert AFTER INSERT ON refund REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_refund();
--> statement-breakpoint
CREATE TRIGGER refund_rollup_update AFTER UPDATE ON refund REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_refund();
--> statement-breakpoint
CREATE TRIGGER refund_rollup_delete AFTER DELETE ON refund REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_refund();
--> statement-breakpoint
CREATE TRIGGER customer_rollup_insert AFTER INSERT ON customer REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_customer();
--> statement-breakpoint
CREATE TRIGGER customer_rollup_update AFTER UPDATE ON customer REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_customer();
--> statement-breakpoint
CREATE TRIGGER customer_rollup_delete AFTER DELETE ON customer REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_customer();
--> statement-breakpoint
CREATE TRIGGER point_ledger_rollup_insert AFTER INSERT ON point_ledger REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_point_ledger();
--> statement-breakpoint
CREATE TRIGGER shop_order_rollup_insert AFTER INSERT ON shop_order REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_shop_order();
--> statement-breakpoint
CREATE TRIGGER shop_order_rollup_update AFTER UPDATE ON shop_order REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_shop_order();
--> statement-breakpoint
CREATE TRIGGER shop_order_rollup_delete AFTER DELETE ON shop_order REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_shop_order();
--> statement-breakpoint
CREATE TRIGGER order_line_rollup_insert AFTER INSERT ON order_line REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_order_line();
--> statement-breakpoint
CREATE TRIGGER order_line_rollup_update AFTER UPDATE ON order_line REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_order_line();
--> statement-breakpoint
CREATE TRIGGER order_line_rollup_delete AFTER DELETE ON order_line REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rollup_order_line();
--> statement-breakpoint
-- The backfill: an existing shop's figures from its rows.
SELECT rebuild_dashboard_rollups();
