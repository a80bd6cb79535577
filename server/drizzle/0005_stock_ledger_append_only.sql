-- The stock ledger is append-only (domain.md §2.3): a correction is a new row, never an edit, so
-- the sum of a SKU's rows always tells how its balance came to be.
CREATE FUNCTION stock_movement_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_movement is append-only: write a correcting row instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_movement_append_only BEFORE UPDATE OR DELETE ON stock_movement
  FOR EACH ROW EXECUTE FUNCTION stock_movement_refuse_change();
