CREATE TABLE "auth_state" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"staff_user_id" integer,
	"binding_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "auth_state_kind_known" CHECK ("auth_state"."kind" IN ('password','qr')),
	CONSTRAINT "auth_state_status_known" CHECK ("auth_state"."status" IN ('PENDING','SCANNED','CONFIRMED','CONSUMED','EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"acting_roles" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "staff_session_revoked_reason_known" CHECK ("staff_session"."revoked_reason" IS NULL OR "staff_session"."revoked_reason" IN ('logout','elsewhere'))
);
--> statement-breakpoint
CREATE TABLE "staff_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"roles" text[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_user_roles_known" CHECK ("staff_user"."roles" <@ ARRAY['developer','admin','editor']::text[]),
	CONSTRAINT "staff_user_roles_not_empty" CHECK (cardinality("staff_user"."roles") > 0)
);
--> statement-breakpoint
ALTER TABLE "auth_state" ADD CONSTRAINT "auth_state_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_state_expires_idx" ON "auth_state" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failure_username_at_idx" ON "login_failure" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_failure_ip_at_idx" ON "login_failure" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "staff_session_user_idx" ON "staff_session" USING btree ("staff_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_username_lower_key" ON "staff_user" USING btree (lower("username"));