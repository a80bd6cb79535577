CREATE TABLE "demo_load" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"run" jsonb NOT NULL,
	"orders_done" integer DEFAULT 0 NOT NULL,
	"lines_done" integer DEFAULT 0 NOT NULL,
	"next_step" text DEFAULT 'customers' NOT NULL,
	"chunk_to" integer,
	"stock_through_sku" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "demo_load_one_row" CHECK ("demo_load"."id" = 1),
	CONSTRAINT "demo_load_next_step_known" CHECK ("demo_load"."next_step" IN ('customers','addresses','orders','lines','money','stock','totals','done'))
);
